/**
 * How the mistake search (spec 5.5) computes its candidates: in batches of MACs in flight at
 * once, each distinct string to sign built from pieces encoded once and computed once per key
 * and algorithm, and only the batches of this part of a shared search.
 */
import { toHex, utf8 } from '../../text/bytes.ts';
import {
  applyMistakes,
  isBulk,
  payloadText,
  pieceBytes,
  type Mistake,
  type Signing,
} from '../candidates.ts';
import type { MacEngine } from './mac-engine.ts';
import { isAcceptedEncoding, type MacAlgorithm, type SignReading } from '../received-sign.ts';
import type { SearchHit, SearchShare } from './search-types.ts';
import type { DiagnosisInput } from '../types.ts';

/** Enough MACs in flight to keep WebCrypto's worker threads busy without piling up payloads. */
const BATCH = 32;

/**
 * A buffer per place in a batch, reused by the next batch once this one's MACs are done: a
 * 200 KB body would otherwise allocate 200 KB per candidate and keep the collector busy.
 */
function scratch(scan: Scan, slot: number, length: number): Uint8Array {
  let buffer = scan.scratch[slot];
  if (!buffer || buffer.length < length) {
    // Room to spare: a later candidate (UTF-16, pretty-printed) is often longer.
    buffer = new Uint8Array(length * 2);
    scan.scratch[slot] = buffer;
  }
  return buffer.subarray(0, length);
}

export interface Scan {
  input: DiagnosisInput;
  secret: string;
  engine: MacEngine;
  seen: Set<string>;
  /** Each distinct piece of text: a short id, and its bytes in each form, encoded once. */
  pieces: Map<string, { id: number; bytes: Map<string, Uint8Array> }>;
  scratch: Uint8Array[];
  share: SearchShare;
  /** The number of the next batch in search order, whichever part computes it. */
  batch: number;
  /** Whether this part has a hit not yet reported: it then reports no further progress. */
  holding: boolean;
}

/** A hit and the number of the batch it was found in. */
export interface RankedHit {
  hit: SearchHit;
  batch: number;
}

function pieceOf(scan: Scan, text: string) {
  let piece = scan.pieces.get(text);
  if (!piece) {
    piece = { id: scan.pieces.size, bytes: new Map() };
    scan.pieces.set(text, piece);
  }
  return piece;
}

/**
 * The bytes a signing signs and an id equal for byte-identical strings to sign: built from
 * pieces encoded once each, so a 200 KB body is encoded once, not once per candidate.
 */
function bytesOf(scan: Scan, signing: Signing, slot: number): { id: string; data: Uint8Array } {
  const form = signing.form ?? 'utf-8';
  const parts = signing.pieces.map((text) => {
    const piece = pieceOf(scan, text);
    let bytes = piece.bytes.get(form);
    if (!bytes) {
      // UTF-16 with a byte order mark: the pieces without one, and one mark at the front below.
      bytes = pieceBytes(text, signing.form === 'utf-16' ? 'utf-16be' : signing.form);
      piece.bytes.set(form, bytes);
    }
    return { id: piece.id, bytes };
  });
  const bom = signing.form === 'utf-16' ? [{ id: -1, bytes: Uint8Array.of(0xfe, 0xff) }] : [];
  parts.unshift(...bom);
  // A plain hash of secret and string to sign: the secret's bytes join here only, never a piece.
  if (signing.plain) {
    const secret = {
      id: -2,
      bytes: typeof signing.secret === 'string' ? utf8(signing.secret) : signing.secret,
    };
    if (signing.plain === 'start') parts.unshift(secret);
    else parts.push(secret);
  }
  const data = scratch(
    scan,
    slot,
    parts.reduce((sum, part) => sum + part.bytes.length, 0),
  );
  let offset = 0;
  for (const part of parts) {
    data.set(part.bytes, offset);
    offset += part.bytes.length;
  }
  const id = `${form}:${parts.map((part) => part.id).join(',')}`;
  return { id, data };
}

const keyId = (key: string | Uint8Array) =>
  typeof key === 'string' ? `s${key}` : `b${toHex(key)}`;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** One candidate made ready to compute: its MACs to take, already claimed in the seen-set. */
interface Planned {
  mistakes: Mistake[];
  signing: Signing;
  data: Uint8Array;
  algorithms: MacAlgorithm[];
}

/**
 * Builds a candidate's bytes and claims, in the seen-set, each MAC it is the first to need.
 * Synchronous, and run for a whole batch in catalogue order before any MAC is awaited: which
 * candidate is credited with a MAC two of them share (a plain digest ignores the key) is the
 * first in catalogue order, never the one whose await happens to finish first (spec 5.5: the
 * first hit, every time).
 */
function plan(
  scan: Scan,
  mistakes: Mistake[],
  algorithms: readonly MacAlgorithm[],
  slot: number,
): Planned {
  const signing = applyMistakes(scan.input, scan.secret, mistakes);
  const { secret, swapped } = signing;
  const { id: payloadId, data } = bytesOf(scan, signing, slot);
  // A plain hash is SHA-256 by definition: the other algorithms' MACs would repeat the others.
  const tried = signing.plain
    ? algorithms.filter((a) => a === 'SHA-256')
    : mistakes.some(isBulk)
      ? algorithms.filter((a) => a === 'HMAC-SHA256')
      : algorithms;
  const claimed: MacAlgorithm[] = [];
  for (const algorithm of tried) {
    // A plain digest ignores the key, so key mistakes repeat it: the seen-set skips those.
    // Each distinct key and string to sign is computed once, whichever mistakes made it.
    const key = algorithm === 'SHA-256' ? '' : keyId(secret);
    const id = `${algorithm}\u0000${key}\u0000${swapped}\u0000${payloadId}`;
    if (scan.seen.has(id)) continue;
    scan.seen.add(id);
    claimed.push(algorithm);
  }
  return { mistakes, signing, data, algorithms: claimed };
}

async function compute(
  scan: Scan,
  { mistakes, signing, data, algorithms }: Planned,
  readings: readonly SignReading[],
): Promise<SearchHit[]> {
  const { secret, swapped } = signing;
  const hits: SearchHit[] = [];
  for (const algorithm of algorithms) {
    const mac = swapped
      ? await scan.engine.mac(algorithm, data, typeof secret === 'string' ? utf8(secret) : secret)
      : await scan.engine.mac(algorithm, secret, data);
    for (const reading of readings) {
      if (!equalBytes(mac, reading.bytes)) continue;
      // The plain-hash mistake names its algorithm itself: only a wrong encoding is a format.
      const accepted =
        (algorithm === 'HMAC-SHA256' || signing.plain !== null) &&
        isAcceptedEncoding(scan.input.kind, reading.encoding);
      hits.push({
        mistakes,
        format: accepted ? null : { algorithm, encoding: reading.encoding },
        payload: payloadText(signing),
      });
    }
  }
  return hits;
}

/**
 * Evaluates candidates in order, a batch at a time, computing only this part's batches, and
 * yields each batch's hits in order. Ends early, with no hits, when the share is cancelled.
 */
export async function* scanAll(
  scan: Scan,
  candidates: Iterable<Mistake[]>,
  algorithms: readonly MacAlgorithm[],
  readings: readonly SignReading[],
): AsyncGenerator<RankedHit> {
  const { share } = scan;
  let batch: Mistake[][] = [];
  async function* flush(): AsyncGenerator<RankedHit> {
    const number = scan.batch++;
    const candidatesOfBatch = batch;
    batch = [];
    if (number % share.parts !== share.part || share.cancelled?.()) return;
    // Every candidate claims its MACs in catalogue order first; only then are they awaited.
    const planned = candidatesOfBatch.map((c, slot) => plan(scan, c, algorithms, slot));
    const results = await Promise.all(planned.map((p) => compute(scan, p, readings)));
    // Progress promises that no hit of this part comes before `nextBatch`: once a batch has hit,
    // the part's result reports it, and progress past it would let the coordinator decide on a
    // later hit of another part before this one arrives (spec 5.5: the first hit, every time).
    scan.holding ||= results.some((hits) => hits.length > 0);
    if (!scan.holding) share.onProgress?.(number + share.parts, scan.engine.count);
    for (const hits of results) for (const hit of hits) yield { hit, batch: number };
  }
  for (const candidate of candidates) {
    batch.push(candidate);
    if (batch.length === BATCH) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}

/** A fresh scan of one case: nothing computed, encoded or seen yet, at the first batch. */
export function createScan(
  input: DiagnosisInput,
  secret: string,
  engine: MacEngine,
  share: SearchShare,
): Scan {
  return {
    input,
    secret,
    engine,
    seen: new Set(),
    pieces: new Map(),
    scratch: [],
    share,
    batch: 0,
    holding: false,
  };
}
