/**
 * The mistake search (spec 5.5): tries every single mistake, then every pair from
 * two different dimensions, and returns the first that reproduces the received sign exactly.
 * The received sign is decoded once, so only algorithms of its size are computed and each MAC
 * is compared in every encoding at no extra cost.
 */
import {
  conflicting,
  isBulk,
  mistakeDimensions,
  pairable,
  pairedFor,
  pairsWithBulk,
  type Mistake,
} from './candidates.ts';
import { createMacEngine, type MacEngine } from './scan/mac-engine.ts';
import {
  isAcceptedEncoding,
  MAC_LENGTH,
  readReceivedSign,
  type MacAlgorithm,
} from './received-sign.ts';
import { createScan, scanAll, type RankedHit } from './scan/search-scan.ts';
import type { DiagnosisInput } from './types.ts';
import type { SearchHit, SearchShare } from './scan/search-types.ts';

export type { SearchHit, SearchShare } from './scan/search-types.ts';

/**
 * The first hit, if any, its place in the search order (see {@link SearchShare}), and how many
 * MACs and digests were computed to find it.
 */
export interface SearchOutcome {
  hit: SearchHit | null;
  rank: number | null;
  searched: number;
}

export const WHOLE_SEARCH: SearchShare = { part: 0, parts: 1 };

// Only those of the received sign's size are computed: an MD5-sized sign costs HMAC-MD5 only.
const ALGORITHMS: readonly MacAlgorithm[] = [
  'HMAC-SHA256',
  'SHA-256',
  'HMAC-SHA1',
  'HMAC-SHA512',
  'HMAC-SHA384',
  'HMAC-MD5',
];

function* singles(dimensions: Mistake[][]): Generator<Mistake[]> {
  for (const dimension of dimensions) for (const mistake of dimension) yield [mistake];
}

function* pairs(dimensions: Mistake[][], bodyLength: number): Generator<Mistake[]> {
  // Asked once per mistake and once per two families, not once per pair: a family's mistakes
  // share a family, so whether two pair depends on their families only.
  const usable = dimensions.map((mistakes) => mistakes.filter(pairable));
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const [a, b] = [usable[i] ?? [], usable[j] ?? []];
      if (!a[0] || !b[0] || !pairedFor(bodyLength, a[0], b[0])) continue;
      for (const first of a) for (const second of b) yield [first, second];
    }
  }
  // Then the few likely mistakes with the many-candidate ones of other families (a body the
  // bytes show a library re-serialized, with every millisecond of a clock): bounded, as the
  // likely ones are one or two per case and the many are bounded by their own family.
  for (let i = 0; i < dimensions.length; i++) {
    for (const likely of (dimensions[i] ?? []).filter(pairsWithBulk)) {
      for (let j = 0; j < dimensions.length; j++) {
        const many = (dimensions[j] ?? []).filter(isBulk);
        if (i === j || !many[0] || conflicting(likely, many[0])) continue;
        for (const other of many) yield i < j ? [likely, other] : [other, likely];
      }
    }
  }
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
  const scan = createScan(input, secret, engine, share);
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
  for await (const found of scanAll(
    scan,
    pairs(dimensions, input.rawBody.length),
    ['HMAC-SHA256'],
    accepted,
  )) {
    return done(found);
  }
  return done(null);
}
