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
import type { TextForm } from '../families/family.ts';
import type { MacEngine } from './mac-engine.ts';
import { isAcceptedEncoding, type MacAlgorithm, type SignReading } from '../received-sign.ts';
import type { SearchHit, SearchShare } from './search-types.ts';
import type { DiagnosisInput } from '../types.ts';
import { lastResult } from '../last-result.ts';

/** Enough MACs in flight to keep WebCrypto's worker threads busy without piling up payloads. */
const BATCH = 32;

/**
 * A piece this long (a body) that more than one candidate signs is given room on both sides for
 * the pieces around it in a string to sign: each candidate's bytes are then written in place,
 * not copied whole (a 200 KB body would be copied once per candidate). The room fits the fields
 * and separators around a body.
 */
const LONG_PIECE = 4096;
const ROOM = 512;
const roomy = new WeakSet<Uint8Array>();

function withRoom(bytes: Uint8Array): Uint8Array {
  const spaced = new Uint8Array(ROOM + bytes.length + ROOM).subarray(ROOM, ROOM + bytes.length);
  spaced.set(bytes);
  roomy.add(spaced);
  return spaced;
}

/**
 * A buffer per place in a batch, reused by the next batch once this one's MACs are done: a
 * candidate whose long piece is not last is copied there, not into a fresh allocation.
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
  pieces: Map<string, { id: number; ascii: boolean; bytes: Map<string, Uint8Array> }>;
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
    piece = { id: scan.pieces.size, ascii: !NOT_ASCII.test(text), bytes: new Map() };
    scan.pieces.set(text, piece);
  }
  return piece;
}

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * The forms that write ASCII text as its UTF-8 bytes: an ASCII piece (a body a serializer wrote
 * with every other character escaped) is then the UTF-8 piece, and the MAC its UTF-8 candidate
 * already computed is not computed again.
 */
const ASCII_AS_UTF8: ReadonlySet<TextForm> = new Set(['latin1', 'windows-1252', 'NFC', 'NFD']);

/** A piece of a string to sign, as the bytes of one form; `id` is equal for equal bytes. */
type Part = { id: string; bytes: Uint8Array };

/** Writes the parts one after another into `into` from `offset`, and returns `into`. */
function join(parts: readonly Part[], into: Uint8Array, offset = 0): Uint8Array {
  for (const part of parts) {
    into.set(part.bytes, offset);
    offset += part.bytes.length;
  }
  return into;
}

/**
 * The bytes a signing signs, as a function that writes them (see {@link MacEngine.mac}: called
 * right before each MAC), and an id equal for byte-identical strings to sign. Built from pieces
 * encoded once each; the pieces around a long one with room are written into that room, so a
 * 200 KB body is neither encoded nor copied per candidate.
 */
function bytesOf(
  scan: Scan,
  signing: Signing,
  slot: number,
): { id: string; data: () => Uint8Array } {
  // UTF-16 with a byte order mark: the pieces in big-endian UTF-16, and one mark at the front below.
  const pieceForm: TextForm | null = signing.form === 'utf-16' ? 'utf-16be' : signing.form;
  const parts: Part[] = signing.pieces.map((text) => {
    const piece = pieceOf(scan, text);
    const form = piece.ascii && pieceForm && ASCII_AS_UTF8.has(pieceForm) ? null : pieceForm;
    const key = form ?? 'utf-8';
    let bytes = piece.bytes.get(key);
    if (!bytes) {
      bytes = pieceBytes(text, form);
      piece.bytes.set(key, bytes);
    } else if (bytes.length >= LONG_PIECE && !roomy.has(bytes)) {
      // Its second candidate: from now on written in place (a first and only one copies once).
      bytes = withRoom(bytes);
      piece.bytes.set(key, bytes);
    }
    return { id: `${piece.id}${key}`, bytes };
  });
  if (signing.form === 'utf-16') parts.unshift({ id: 'bom', bytes: Uint8Array.of(0xfe, 0xff) });
  // A plain hash of secret and string to sign: the secret's bytes join here only, never a piece.
  if (signing.plain) {
    const secret = {
      id: 'secret',
      bytes: typeof signing.secret === 'string' ? utf8(signing.secret) : signing.secret,
    };
    if (signing.plain === 'start') parts.unshift(secret);
    else parts.push(secret);
  }
  const id = parts.map((part) => part.id).join(',');
  const lengthOf = (some: readonly Part[]) =>
    some.reduce((sum, part) => sum + part.bytes.length, 0);
  const at = parts.findIndex((part) => roomy.has(part.bytes));
  const long = parts[at]?.bytes;
  const [front, back] = [parts.slice(0, at), parts.slice(at + 1)];
  const [frontLength, backLength] = [lengthOf(front), lengthOf(back)];
  if (long && frontLength <= ROOM && backLength <= ROOM) {
    const start = long.byteOffset - frontLength;
    const whole = new Uint8Array(long.buffer, start, frontLength + long.length + backLength);
    return { id, data: () => join(back, join(front, whole), frontLength + long.length) };
  }
  let joined: Uint8Array | null = null;
  return { id, data: () => (joined ??= join(parts, scratch(scan, slot, lengthOf(parts)))) };
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
  data: () => Uint8Array;
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
    // Swapped, the string to sign is the key: a copy of its own, as keys are kept.
    const mac = swapped
      ? await scan.engine.mac(algorithm, data().slice(), () =>
          typeof secret === 'string' ? utf8(secret) : secret,
        )
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

/**
 * The pieces of the last body searched, kept for the next scan of the same body: the next
 * reading of a paste (a retry: another nonce, the same body) or the same case with another
 * secret encodes none of its variants again. A scan of another body starts afresh, and the
 * older scan, if it still runs, keeps its own.
 */
const piecesFor = lastResult((): Scan['pieces'] => new Map());

/** A fresh scan of one case: nothing computed or seen yet, at the first batch. */
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
    pieces: piecesFor(input.rawBody),
    scratch: [],
    share,
    batch: 0,
    holding: false,
  };
}
