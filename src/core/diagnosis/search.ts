/**
 * The mistake search (spec 5.5): tries every single mistake, then every pair from
 * two different dimensions, and returns the first that reproduces the received sign exactly.
 * The received sign is decoded once, so only algorithms of its size are computed and each MAC
 * is compared in every encoding at no extra cost.
 */
import { utf8 } from '../bytes.ts';
import { applyMistakes, mistakeDimensions, type Mistake } from './candidates.ts';
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

/** The first hit, if any, and how many MACs and digests were computed to find it. */
export interface SearchOutcome {
  hit: SearchHit | null;
  searched: number;
}

const ALGORITHMS: readonly MacAlgorithm[] = ['HMAC-SHA256', 'SHA-256', 'HMAC-SHA1', 'HMAC-SHA512'];

/** Enough MACs in flight to keep WebCrypto's worker threads busy without piling up payloads. */
const BATCH = 32;

interface Scan {
  input: DiagnosisInput;
  secret: string;
  engine: MacEngine;
  seen: Set<string>;
}

function* singles(dimensions: Mistake[][]): Generator<Mistake[]> {
  for (const dimension of dimensions) for (const mistake of dimension) yield [mistake];
}

function* pairs(dimensions: Mistake[][]): Generator<Mistake[]> {
  for (let i = 0; i < dimensions.length; i++) {
    for (let j = i + 1; j < dimensions.length; j++) {
      for (const first of dimensions[i] ?? []) {
        for (const second of dimensions[j] ?? []) yield [first, second];
      }
    }
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function evaluate(
  scan: Scan,
  mistakes: Mistake[],
  algorithms: readonly MacAlgorithm[],
  readings: readonly SignReading[],
): Promise<SearchHit[]> {
  const { payload, secret } = applyMistakes(scan.input, scan.secret, mistakes);
  const data = utf8(payload);
  const hits: SearchHit[] = [];
  for (const algorithm of algorithms) {
    // A plain digest ignores the key, so key mistakes repeat it: the seen-set skips those.
    const id = `${algorithm}\u0000${algorithm === 'SHA-256' ? '' : secret}\u0000${payload}`;
    if (scan.seen.has(id)) continue;
    scan.seen.add(id);
    const mac = await scan.engine.mac(algorithm, secret, data);
    for (const reading of readings) {
      if (!equalBytes(mac, reading.bytes)) continue;
      const accepted =
        algorithm === 'HMAC-SHA256' && isAcceptedEncoding(scan.input.kind, reading.encoding);
      hits.push({
        mistakes,
        format: accepted ? null : { algorithm, encoding: reading.encoding },
        payload,
      });
    }
  }
  return hits;
}

/** Evaluates candidates in order, a batch at a time, and yields each batch's hits in order. */
async function* scanAll(
  scan: Scan,
  candidates: Iterable<Mistake[]>,
  algorithms: readonly MacAlgorithm[],
  readings: readonly SignReading[],
): AsyncGenerator<SearchHit> {
  let batch: Mistake[][] = [];
  const flush = () => Promise.all(batch.map((c) => evaluate(scan, c, algorithms, readings)));
  for (const candidate of candidates) {
    batch.push(candidate);
    if (batch.length < BATCH) continue;
    const results = await flush();
    batch = [];
    for (const hits of results) yield* hits;
  }
  for (const hits of await flush()) yield* hits;
}

/**
 * Searches the common mistakes of spec 5.5 for one that reproduces `input.receivedSign` when
 * signing with `secret` (the secret of `input.env`): first the right string with a wrong output
 * format, then every single mistake, then single mistakes with a wrong output format, then pairs
 * of mistakes from two dimensions. Returns the first hit in that order, or null.
 */
export async function searchMistakes(
  input: DiagnosisInput,
  secret: string,
  engine: MacEngine = createMacEngine(),
): Promise<SearchOutcome> {
  const readings = readReceivedSign(input.receivedSign);
  const algorithms = ALGORITHMS.filter((a) =>
    readings.some((r) => r.bytes.length === MAC_LENGTH[a]),
  );
  const scan: Scan = { input, secret, engine, seen: new Set() };
  const done = (hit: SearchHit | null) => ({ hit, searched: engine.count });
  if (algorithms.length === 0) return done(null);

  for await (const hit of scanAll(scan, [[]], algorithms, readings)) return done(hit);
  const dimensions = mistakeDimensions(input, secret);
  let withFormat: SearchHit | null = null;
  for await (const hit of scanAll(scan, singles(dimensions), algorithms, readings)) {
    if (!hit.format) return done(hit);
    withFormat ??= hit;
  }
  if (withFormat) return done(withFormat);

  // A pair plus a wrong output format would be three mistakes: pairs use the accepted formats only.
  const accepted = readings.filter(
    (r) =>
      isAcceptedEncoding(input.kind, r.encoding) && r.bytes.length === MAC_LENGTH['HMAC-SHA256'],
  );
  if (accepted.length === 0) return done(null);
  for await (const hit of scanAll(scan, pairs(dimensions), ['HMAC-SHA256'], accepted)) {
    return done(hit);
  }
  return done(null);
}
