/**
 * The mistake search (spec 5.5): tries every single mistake, then every pair from
 * two different dimensions, and returns the first that reproduces the received sign exactly.
 * The received sign is decoded once, so only algorithms of its size are computed and each MAC
 * is compared in every encoding at no extra cost.
 */
import { toHex, utf8 } from '../bytes.ts';
import {
  applyMistakes,
  conflicting,
  mistakeDimensions,
  pairable,
  payloadText,
  pieceBytes,
  type Mistake,
  type Signing,
} from './candidates.ts';
import { createMacEngine, type MacEngine } from './mac-engine.ts';
import {
  isAcceptedEncoding,
  MAC_LENGTH,
  readReceivedSign,
  type MacAlgorithm,
  type SignEncoding,
  type SignReading,
} from './received-sign.ts';
import type { DiagnosisInput } from './types.ts';

/** A reproduction of the received sign: the mistakes, and the output format when it was wrong. */
export interface SearchHit {
  mistakes: Mistake[];
  format: { algorithm: MacAlgorithm; encoding: SignEncoding } | null;
  payload: string;
}

/**
 * The first hit, if any, its place in the search order (see {@link SearchShare}), and how many
 * MACs and digests were computed to find it.
 */
export interface SearchOutcome {
  hit: SearchHit | null;
  rank: number | null;
  searched: number;
}

/**
 * Which part of the search this run does, so that several threads can share one search. The
 * candidates go in batches numbered in search order across all phases; part `part` of `parts`
 * computes the batches whose number modulo `parts` is `part`, and reports after each one the
 * number of its next batch (every batch of its own before that number is done).
 *
 * A hit's rank is the number of its batch, so the lowest rank is the hit the whole search would
 * have found first. A hit with a wrong output format ranks after every single mistake and before
 * every pair (between the last single batch and the first pair batch), as in the whole search.
 */
export interface SearchShare {
  part: number;
  parts: number;
  /** After each batch of this part: the number of its next batch, and the MACs computed so far. */
  onProgress?: (nextBatch: number, searched: number) => void;
  /** Checked between batches: true ends this part with no hit. */
  cancelled?: () => boolean;
}

export const WHOLE_SEARCH: SearchShare = { part: 0, parts: 1 };

const ALGORITHMS: readonly MacAlgorithm[] = ['HMAC-SHA256', 'SHA-256', 'HMAC-SHA1', 'HMAC-SHA512'];

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

interface Scan {
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
}

/** A hit and the number of the batch it was found in. */
interface RankedHit {
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

function* singles(dimensions: Mistake[][]): Generator<Mistake[]> {
  for (const dimension of dimensions) for (const mistake of dimension) yield [mistake];
}

function* pairs(dimensions: Mistake[][]): Generator<Mistake[]> {
  for (let i = 0; i < dimensions.length; i++) {
    for (let j = i + 1; j < dimensions.length; j++) {
      for (const first of dimensions[i] ?? []) {
        for (const second of dimensions[j] ?? []) {
          if (!conflicting(first, second) && pairable(first) && pairable(second)) {
            yield [first, second];
          }
        }
      }
    }
  }
}

const keyId = (key: string | Uint8Array) =>
  typeof key === 'string' ? `s${key}` : `b${toHex(key)}`;

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function evaluate(
  scan: Scan,
  mistakes: Mistake[],
  algorithms: readonly MacAlgorithm[],
  readings: readonly SignReading[],
  slot: number,
): Promise<SearchHit[]> {
  const signing = applyMistakes(scan.input, scan.secret, mistakes);
  const { secret, swapped } = signing;
  const { id: payloadId, data } = bytesOf(scan, signing, slot);
  const hits: SearchHit[] = [];
  for (const algorithm of algorithms) {
    // A plain digest ignores the key, so key mistakes repeat it: the seen-set skips those.
    // Each distinct key and string to sign is computed once, whichever mistakes made it.
    const key = algorithm === 'SHA-256' ? '' : keyId(secret);
    const id = `${algorithm}\u0000${key}\u0000${swapped}\u0000${payloadId}`;
    if (scan.seen.has(id)) continue;
    scan.seen.add(id);
    const mac = swapped
      ? await scan.engine.mac(algorithm, data, typeof secret === 'string' ? utf8(secret) : secret)
      : await scan.engine.mac(algorithm, secret, data);
    for (const reading of readings) {
      if (!equalBytes(mac, reading.bytes)) continue;
      const accepted =
        algorithm === 'HMAC-SHA256' && isAcceptedEncoding(scan.input.kind, reading.encoding);
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
async function* scanAll(
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
    const results = await Promise.all(
      candidatesOfBatch.map((c, slot) => evaluate(scan, c, algorithms, readings, slot)),
    );
    share.onProgress?.(number + share.parts, scan.engine.count);
    for (const hits of results) for (const hit of hits) yield { hit, batch: number };
  }
  for (const candidate of candidates) {
    batch.push(candidate);
    if (batch.length === BATCH) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}

/**
 * Searches the common mistakes of spec 5.5 for one that reproduces `input.receivedSign` when
 * signing with `secret` (the secret of `input.env`): first the right string with a wrong output
 * format, then every single mistake, then single mistakes with a wrong output format, then pairs
 * of mistakes from two dimensions. Returns the first hit in that order, or null: of the whole
 * search, or of this `share` of it (its rank then places it among the other parts' hits).
 */
export async function searchMistakes(
  input: DiagnosisInput,
  secret: string,
  engine: MacEngine = createMacEngine(),
  share: SearchShare = WHOLE_SEARCH,
): Promise<SearchOutcome> {
  const readings = readReceivedSign(input.receivedSign);
  const algorithms = ALGORITHMS.filter((a) =>
    readings.some((r) => r.bytes.length === MAC_LENGTH[a]),
  );
  const scan: Scan = {
    input,
    secret,
    engine,
    seen: new Set(),
    pieces: new Map(),
    scratch: [],
    share,
    batch: 0,
  };
  const done = (found: RankedHit | null, rank = found?.batch ?? null) => ({
    hit: found?.hit ?? null,
    rank,
    searched: engine.count,
  });
  if (algorithms.length === 0) return done(null);

  const dimensions = mistakeDimensions(input, secret);
  // Suspected paste artifacts first: if removing one reproduces the sign, the sender was right.
  const paste = dimensions.find((d) => d[0]?.dimension === 'paste') ?? [];
  for await (const found of scanAll(scan, singles([paste]), algorithms, readings)) {
    return done(found);
  }
  for await (const found of scanAll(scan, [[]], algorithms, readings)) return done(found);
  let withFormat: RankedHit | null = null;
  for await (const found of scanAll(scan, singles(dimensions), algorithms, readings)) {
    if (!found.hit.format) return done(found);
    withFormat ??= found;
  }
  // After every single batch (the last is scan.batch - 1), before every pair batch.
  const singlesEnd = scan.batch - 1;
  if (withFormat) return done(withFormat, singlesEnd + (withFormat.batch + 1) / (scan.batch + 1));

  // A pair plus a wrong output format would be three mistakes: pairs use the accepted formats only.
  const accepted = readings.filter(
    (r) =>
      isAcceptedEncoding(input.kind, r.encoding) && r.bytes.length === MAC_LENGTH['HMAC-SHA256'],
  );
  if (accepted.length === 0) return done(null);
  for await (const found of scanAll(scan, pairs(dimensions), ['HMAC-SHA256'], accepted)) {
    return done(found);
  }
  return done(null);
}
