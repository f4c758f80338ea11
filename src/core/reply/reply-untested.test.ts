import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { groupRows, rowOf } from '../batch/batch-row.ts';
import { diagnose, summarizeDiagnosis, type DiagnosisInput } from '../diagnosis/index.ts';
import { writeBatchReply } from './batch-reply.ts';
import { writeReply } from './reply.ts';

const TEST = 'sk_test_untested_mixup';
const PROD = 'sk_prod_untested_mixup';
const rawBody = '{"merchant_order_no":"A1001"}';
const signed = (nonce: string, secret: string) =>
  createHmac('sha256', secret)
    .update(`M100001\n1767225600\n${nonce}\n${rawBody}`, 'utf8')
    .digest('hex');

/** A request signed with the production secret, checked where only the test secret is typed. */
const prodSigned = (nonce: string): DiagnosisInput => ({
  kind: 'request',
  env: 'test',
  merchantId: 'M100001',
  timestamp: '1767225600',
  nonce,
  rawBody,
  receivedSign: signed(nonce, PROD),
  secrets: { test: TEST },
});

describe("with one environment's secret missing, the search says what it did not try", () => {
  it('the diagnosis, its summary and the reply: not tested, asks for that secret or the fingerprint', async () => {
    const diagnosis = await diagnose(prodSigned('n0nce0000000001'));
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found).toBeNull();
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.untestedSecret).toBe('production');
    const notes = diagnosis.notes.join('\n');
    expect(notes).toContain('Not tested: a mix-up of the test and production secrets');
    expect(notes).not.toMatch(/other (?:environment's )?secret/);
    expect(summarizeDiagnosis(diagnosis).lead).toContain('could not be tested');
    const reply = writeReply({ ...prodSigned('n0nce0000000001') }, diagnosis, 'python');
    expect(reply).toContain('We could not test whether your code signs with the production secret');
    expect(reply).toContain('signing-console key fingerprint v1');
    // "None of the common mistakes" would claim the untested one too.
    expect(reply).not.toContain('none of the common mistakes');
    expect(reply).toContain('none of the mistakes we could test reproduces');
  });

  it('with both secrets typed the mix-up is found, and nothing is said untested', async () => {
    const input = { ...prodSigned('n0nce0000000002'), secrets: { test: TEST, production: PROD } };
    const diagnosis = await diagnose(input);
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found?.causes).toEqual([
      'SECRET_ENV_MIXED',
    ]);
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.untestedSecret).toBeUndefined();
  });

  it('every batch row and the batch reply say the same', async () => {
    const inputs = ['n0nce0000000003', 'n0nce0000000004', 'n0nce0000000005'].map(prodSigned);
    const diagnoses = await Promise.all(inputs.map((input) => diagnose(input)));
    const messages = inputs.map((input, index) => ({
      ...input,
      index,
      source: `line ${index + 1}`,
      contentType: 'application/json',
      userAgent: '',
    }));
    const rows = messages.map((message, i) => rowOf(message, diagnoses[i]!));
    for (const row of rows)
      expect(row.title).toContain('the production secret is not typed, so a mix-up was not tested');
    const groups = groupRows(rows);
    const reply = writeBatchReply(
      {
        env: 'test',
        secrets: { test: TEST },
        groups,
        examples: { UNKNOWN: { message: messages[0]!, diagnosis: diagnoses[0]! } },
      },
      'python',
    );
    expect(reply).toContain(
      '3 × No common mistake reproduces the received sign; the production secret is not typed',
    );
    expect(reply).toContain('We could not test whether your code signs with the production secret');
  });
});
