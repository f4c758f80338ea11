import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  diagnose,
  diagnosePart,
  sharedDiagnosis,
  type Diagnosis,
  type DiagnosisInput,
  type PartProgress,
} from './index.ts';
import { casesOver, TEST_SECRET as TEST } from './test-support.ts';

const m = 'M123456';
const t = '1767225600';
const n = 'f3b1c2d4e5a60718';
const b = '{"order_id":"A-1","amount":"10.00","note":"caf\u00e9"}';
const caseOf = casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: b });
const nodeSign = (payload: string) =>
  createHmac('sha256', TEST).update(payload, 'utf8').digest('hex');

const answer = (d: Diagnosis) =>
  d.verdict === 'MISMATCH' ? (d.found?.causes.join('+') ?? 'UNKNOWN') : 'MATCH';

/**
 * Runs a search shared among `parts` parts in this thread, holding back the result of part
 * `late` until every other part has finished, and decides after every report as the workers'
 * coordinator does: the slowest a worker can be between its last progress and its result.
 */
async function sharedWithLatePart(input: DiagnosisInput, parts: number, late: number) {
  const progress: PartProgress[] = Array.from({ length: parts }, (_, part) => ({
    nextBatch: part,
    searched: 0,
    result: null,
  }));
  let decided: Diagnosis | null = null;
  const decide = () => {
    decided ??= sharedDiagnosis(progress);
  };
  const runs = progress.map((state, part) =>
    diagnosePart(input, {
      part,
      parts,
      onProgress: (nextBatch, searched) => {
        Object.assign(state, { nextBatch, searched });
        decide();
      },
    }),
  );
  const results = await Promise.all(runs);
  results.forEach((result, part) => {
    if (part === late) return;
    progress[part]!.result = result;
    decide();
  });
  progress[late]!.result = results[late]!;
  decide();
  if (!decided) throw new Error('nothing was decided');
  return decided as Diagnosis;
}

const CASES: Array<[string, string, DiagnosisInput]> = [
  ['a trailing line feed', 'TRAILING_LINE_FEED', caseOf(nodeSign(`${m}\n${t}\n${n}\n${b}\n`))],
  [
    'a reformatted body',
    'BODY_REFORMATTED',
    caseOf(nodeSign([m, t, n, JSON.stringify(JSON.parse(b), null, 2)].join('\n'))),
  ],
  ['CR LF separators', 'CRLF_SEPARATORS', caseOf(nodeSign([m, t, n, b].join('\r\n')))],
  ['milliseconds', 'TIMESTAMP_MILLISECONDS', caseOf(nodeSign([m, `${t}000`, n, b].join('\n')))],
];

describe('the same case gives the same answer every time', () => {
  it.each(CASES)('the whole search, many times: %s', async (_, cause, input) => {
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++) answers.add(answer(await diagnose(input)));
    expect([...answers]).toEqual([cause]);
  });

  it.each(CASES)(
    'a search shared by two or three parts, whichever part reports last: %s',
    async (_, cause, input) => {
      const answers = new Set<string>();
      for (const parts of [2, 3]) {
        for (let late = 0; late < parts; late++) {
          answers.add(answer(await sharedWithLatePart(input, parts, late)));
        }
      }
      expect([...answers]).toEqual([cause]);
    },
  );
});
