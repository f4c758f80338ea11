// Blocks a test runner or a document indented (indented-blocks.ts, through the shared
// indentation step), in forms other than the fresh pastes' (fixtures/fresh): a failed Go subtest
// printed without -v, and a Markdown indented code block. Truths by node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readWithSecret } from '../../test-support.ts';
import { LINE_STEPS } from '../line-prefixes.ts';

const indent = LINE_STEPS.find((step) => step.id === 'indent')!;
const SECRET = 'test_sk_indent_9Zt';
const T = { merchantId: 'M5500', timestamp: '1795900123', nonce: 'n-7f3a9c' };
const signOf = (body: string) =>
  createHmac('sha256', SECRET)
    .update(`${T.merchantId}\n${T.timestamp}\n${T.nonce}\n${body}`)
    .digest('hex');
const headerLines = (body: string) => [
  `X-MerchantID: ${T.merchantId}`,
  `X-Timestamp: ${T.timestamp}`,
  `X-Nonce: ${T.nonce}`,
  `X-Sign: ${signOf(body)}`,
];

/**
 * A t.Errorf entry as Go's testing package prints it (testing.go `decorate`): the entry's
 * indentation, `file:line: `, then each further line four spaces deeper (as go 1.19 printed it
 * here for a failed subtest without -v: entries at eight spaces, continuations at twelve).
 */
const goEntry = (depth: number, message: string) =>
  message
    .split('\n')
    .map(
      (line, n) =>
        (n === 0 ? `${' '.repeat(4 * depth)}pay_test.go:31: ` : ' '.repeat(4 * depth + 4)) + line,
    )
    .join('\n');

describe('a test runner indented the message', () => {
  it('a failed Go subtest: continuation lines at twelve spaces, a blank line inside the body', async () => {
    const body = '{\n  "payout_id": "PO-1",\n\n  "amount": 5\n}';
    const text = [
      '--- FAIL: TestPayout (0.00s)',
      '    --- FAIL: TestPayout/eur (0.00s)',
      goEntry(2, `request headers:\n${headerLines(body).join('\n')}\nbody:\n${body}`),
      goEntry(2, 'got 401, want 200'),
      'FAIL',
      'FAIL\texample.com/pay\t0.011s',
    ].join('\n');
    const intake = await readWithSecret(text, SECRET);
    expect(intake.fields).toMatchObject({ ...T, receivedSign: signOf(body), rawBody: body });
    expect(indent.exact?.(text)).toBe(true);
  });
});

describe('a document indented the message', () => {
  it('a Markdown indented code block under a paragraph, prose after it', async () => {
    const body = '{\n    "refund_no": "RF-2",\n    "amount": 7\n}';
    const block = [...headerLines(body), '', ...body.split('\n')].map((line) =>
      line ? `    ${line}` : line,
    );
    const text = ['The notification we rejected:', '', ...block, '', 'It fails since Monday.'].join(
      '\n',
    );
    const intake = await readWithSecret(text, SECRET);
    expect(intake.fields).toMatchObject({ ...T, receivedSign: signOf(body), rawBody: body });
    expect(indent.exact?.(text)).toBe(false);
  });

  it('leaves a JSON body indented under its opening brace as it is', () => {
    const text = `${headerLines('x').join('\n')}\n\n{\n  "X-Sign": "in a body",\n  "X-Nonce": "too"\n}`;
    expect(indent.applies(text)).toBe(false);
  });
});
