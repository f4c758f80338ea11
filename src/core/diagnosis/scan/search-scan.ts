/**
 * How the mistake search (spec 5.5) computes its candidates: in batches of MACs in flight at
 * once, each distinct string to sign built from pieces encoded once and computed once per key
 * and algorithm, and only the batches of this part of a shared search.
 */
import { toHex, utf8 } from '../../text/bytes.ts';
import { applyMistakes, isBulk, payloadText, type Mistake, type Signing } from '../candidates.ts';
import { bytesOf, piecesFor, type ByteStore } from './candidate-bytes.ts';
import type { MacEngine } from './mac-engine.ts';
import { isAcceptedEncoding, type MacAlgorithm, type SignReading } from '../received-sign.ts';
import type { SearchHit, SearchShare } from './search-types.ts';
import type { DiagnosisInput } from '../types.ts';

/** Enough MACs in flight to keep WebCrypto's worker threads busy without piling up payloads. */
const BATCH = 32;

export interface Scan extends ByteStore {
  input: DiagnosisInput;
  secret: string;
  engine: MacEngine;
  seen: Set<string>;
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
