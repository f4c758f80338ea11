// A log prefix found by its shape (repeated-prefix.ts), in layouts written here after each
// tool's documented pattern; every sign is node:crypto's.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readWithSecret } from '../../test-support.ts';
import { repeatedPrefixStep } from './repeated-prefix.ts';

const SECRET = 'test_sk_prefix_shapes';
const FIELDS = { merchantId: 'M7001', timestamp: '1764000123', nonce: 'n-shape-0042' };
const BODY = '{\n  "merchant_order_no": "ORD-7",\n  "note": "Café"\n}';
const SIGN = createHmac('sha256', SECRET)
  .update(`${FIELDS.merchantId}\n${FIELDS.timestamp}\n${FIELDS.nonce}\n${BODY}`)
  .digest('hex');
const MESSAGE = [
  'POST /api/v1/payments/query HTTP/1.1',
  'Content-Type: application/json',
  `X-MerchantID: ${FIELDS.merchantId}`,
  `X-Timestamp: ${FIELDS.timestamp}`,
  `X-Nonce: ${FIELDS.nonce}`,
  `X-Sign: ${SIGN}`,
  '',
  BODY,
].join('\n');

/** Each layout puts its own prefix (varying per line, as a clock and ids do) on every line. */
const LAYOUTS: Array<[string, (n: number) => string]> = [
  // logcat -v threadtime: date, time, pid, tid, level, tag padded to its column.
  ['Android logcat', (n) => `11-27 18:04:21.${300 + n}  4711  ${4790 + (n % 2)} D OkHttp  : `],
  // Ruby's Logger::Formatter: "%s, [%s #%d] %5s -- %s: ".
  ['Ruby Logger', (n) => `I, [2026-11-27T10:00:0${n % 10}.47385${n % 10} #23426]  INFO -- : `],
  // Spring Boot's default console pattern.
  [
    'Spring Boot',
    (n) =>
      `2026-11-27 19:27:30.${200 + n} DEBUG 31544 --- [nio-8080-exec-${n % 3}] c.e.PayClient : `,
  ],
  // Laravel's Monolog LineFormatter: "[%datetime%] %channel%.%level_name%: ".
  ['Laravel', (n) => `[2026-11-27 10:00:${10 + n}] local.DEBUG: `],
];

async function verifiedBody(text: string): Promise<string | undefined> {
  const used = await readWithSecret(text, SECRET);
  return used.fields.receivedSign === SIGN ? used.fields.rawBody : undefined;
}

describe('a prefix with the same shape on every line', () => {
  it.for(LAYOUTS)('%s: the message under it reads as sent', async ([, prefix]) => {
    const logged = MESSAGE.split('\n')
      .map((line, n) => `${prefix(n)}${line}`)
      .join('\n');
    expect(await verifiedBody(`${logged}\n`)).toBe(BODY);
  });

  it('keeps the indentation of the message after the prefix', () => {
    const logged = ['{', '  "a": 1,', '    "b": 2', '}']
      .map((line, n) => `11-27 18:04:21.${300 + n}  4711  4790 D OkHttp  : ${line}`)
      .join('\n');
    expect(repeatedPrefixStep.undo(logged)).toBe('{\n  "a": 1,\n    "b": 2\n}');
  });

  it("a message's continuation lines, without the prefix, stay as they are and are not exact", () => {
    const logged = `I, [2026-11-27T10:00:01.1 #7]  INFO -- request: X-Nonce: a\nI, [2026-11-27T10:00:01.2 #7]  INFO -- request: X-Sign: b\n{\n  "k": 1\n}\nI, [2026-11-27T10:00:02.9 #7]  INFO -- response: Status 200`;
    expect(repeatedPrefixStep.undo(logged)).toBe(
      'X-Nonce: a\nX-Sign: b\n{\n  "k": 1\n}\nStatus 200',
    );
    expect(repeatedPrefixStep.exact?.(logged)).toBe(false);
  });

  it('never takes a signed header name or a quote into the prefix', () => {
    const headers = ['X-MerchantID: M1', 'X-Timestamp: 1764000000', 'X-Nonce: n1', 'X-Sign: s1']
      .map((line, n) => `2026-11-27 10:00:0${n} INFO ${line}`)
      .join('\n');
    expect(repeatedPrefixStep.undo(headers)).toBe(
      'X-MerchantID: M1\nX-Timestamp: 1764000000\nX-Nonce: n1\nX-Sign: s1',
    );
  });

  it('finds nothing in a message without a dated prefix', () => {
    expect(repeatedPrefixStep.applies(MESSAGE)).toBe(false);
    expect(repeatedPrefixStep.applies('Step 1: send\nStep 2: verify\nStep 3: done')).toBe(false);
  });
});
