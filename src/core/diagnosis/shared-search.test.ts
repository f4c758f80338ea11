import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import {
  diagnose,
  diagnosePart,
  sharedDiagnosis,
  type Diagnosis,
  type DiagnosisInput,
  type DiagnosisPart,
  type PartProgress,
} from './index.ts';
import {
  casesOver,
  mismatchFound,
  PROD_SECRET as PROD,
  TEST_SECRET as TEST,
} from './test-support.ts';

const vector = vectors[1]!;
const { merchant_id: m, timestamp: t, nonce: n, raw_body: b } = vector;
const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: b });

const nodeSign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

interface SharedRun {
  diagnosis: Diagnosis;
  /** Whether the decision came while some part was still searching. */
  decidedEarly: boolean;
}

/**
 * Runs `parts` parts of the search at once in this thread, as the console's workers run them,
 * and decides as the coordinator does: after every progress report and every finished part.
 */
async function sharedRun(input: DiagnosisInput, parts: number): Promise<SharedRun> {
  const progress: PartProgress[] = Array.from({ length: parts }, (_, part) => ({
    nextBatch: part,
    searched: 0,
    result: null,
  }));
  let decided: SharedRun | null = null;
  const decide = () => {
    const diagnosis = decided ? null : sharedDiagnosis(progress);
    if (diagnosis) {
      decided = { diagnosis, decidedEarly: progress.some((p) => p.result === null) };
    }
  };
  await Promise.all(
    progress.map(async (state, part) => {
      const result: DiagnosisPart = await diagnosePart(input, {
        part,
        parts,
        onProgress: (nextBatch, searched) => {
          Object.assign(state, { nextBatch, searched });
          decide();
        },
      });
      state.result = result;
      decide();
    }),
  );
  if (!decided) throw new Error('every part finished and nothing was decided');
  return decided;
}

const found = (diagnosis: Diagnosis) =>
  diagnosis.verdict === 'MISMATCH' ? (diagnosis.found?.title ?? 'nothing found') : 'MATCH';

const pretty = JSON.stringify(JSON.parse(b), null, 2);
const CASES: Array<[string, DiagnosisInput]> = [
  ['a correct sign', caseOf(vector.sign)],
  ['CR LF separators', caseOf(nodeSign(TEST, [m, t, n, b].join('\r\n')))],
  ['the production secret', caseOf(nodeSign(PROD, [m, t, n, b].join('\n')))],
  ['an uppercase request sign', caseOf(nodeSign(TEST, [m, t, n, b].join('\n')).toUpperCase())],
  [
    'CR LF separators and an uppercase sign',
    caseOf(nodeSign(TEST, [m, t, n, b].join('\r\n')).toUpperCase()),
  ],
  ['CR LF with the production secret', caseOf(nodeSign(PROD, [m, t, n, b].join('\r\n')))],
  [
    'a pretty-printed body in milliseconds',
    caseOf(nodeSign(TEST, [m, `${t}000`, n, pretty].join('\n'))),
  ],
  ['a random sign', caseOf('5e'.repeat(32))],
];

describe('a search shared among parts (one per worker)', () => {
  it.each(CASES)('decides what the whole search finds: %s', async (_, input) => {
    const whole = await diagnose(input);
    for (const parts of [2, 3]) {
      const shared = await sharedRun(input, parts);
      expect(found(shared.diagnosis)).toBe(found(whole));
      expect(shared.diagnosis).toEqual({
        ...whole,
        ...(whole.verdict === 'MISMATCH' && shared.diagnosis.verdict === 'MISMATCH'
          ? { searched: shared.diagnosis.searched }
          : {}),
      });
    }
  });

  it('counts every MAC of the parts once when nothing is found', async () => {
    const input = caseOf('5e'.repeat(32));
    const whole = await diagnose(input);
    const shared = await sharedRun(input, 2);
    expect(whole.verdict === 'MISMATCH' && shared.diagnosis.verdict === 'MISMATCH').toBe(true);
    if (whole.verdict !== 'MISMATCH' || shared.diagnosis.verdict !== 'MISMATCH') return;
    // The parts share the work: together about as many MACs as the whole, none counted twice.
    expect(shared.diagnosis.searched).toBeGreaterThanOrEqual(whole.searched);
    expect(shared.diagnosis.searched).toBeLessThan(whole.searched * 1.2);
  });

  it('answers a single mistake while the other part is still searching the pairs', async () => {
    const shared = await sharedRun(caseOf(nodeSign(TEST, [m, t, n, b].join('\r\n'))), 2);
    expect(found(shared.diagnosis)).toMatch(/CR LF/);
    expect(shared.decidedEarly).toBe(true);
  });
});

describe('sharedDiagnosis: when a shared search is decided', () => {
  const mismatch = (title: string | null) => mismatchFound(title, 10);
  const running = (nextBatch: number, searched = 0): PartProgress => ({
    nextBatch,
    searched,
    result: null,
  });
  const finished = (title: string | null, rank: number | null): PartProgress => ({
    nextBatch: Infinity,
    searched: 0,
    result: { diagnosis: mismatch(title), rank },
  });

  it('waits while a running part has batches before the hit', () => {
    expect(sharedDiagnosis([running(4), finished('in batch 5', 5)])).toBeNull();
    expect(sharedDiagnosis([running(5), finished('in batch 5', 5)])).toBeNull();
  });

  it('decides once every running part is past the hit', () => {
    const decided = sharedDiagnosis([running(6, 40), finished('in batch 5', 5)]);
    expect(decided).toMatchObject({ found: { title: 'in batch 5' }, searched: 1 + 40 + 9 });
  });

  it('takes the lowest rank among the finished parts, whichever part found it', () => {
    const decided = sharedDiagnosis([finished('in batch 9', 9), finished('in batch 2', 2)]);
    expect(decided).toMatchObject({ found: { title: 'in batch 2' } });
  });

  it('with no hit, waits for every part', () => {
    expect(sharedDiagnosis([running(100), finished(null, null)])).toBeNull();
    expect(sharedDiagnosis([finished(null, null), finished(null, null)])).toMatchObject({
      found: null,
      searched: 19,
    });
  });

  it('takes a MATCH from the first part that reports it', () => {
    const match: Diagnosis = { verdict: 'MATCH', expectedSign: 'ab'.repeat(32), notes: [] };
    expect(
      sharedDiagnosis([running(0), { ...running(1), result: { diagnosis: match, rank: null } }]),
    ).toBe(match);
  });
});
