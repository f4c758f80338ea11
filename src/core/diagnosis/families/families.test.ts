import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose, type Diagnosis } from '../index.ts';
import { casesOver, TEST_SECRET as TEST } from '../test-support.ts';

// Every truth here is computed with node:crypto, never with the product's signing code.
const hmac = (payload: string, key: string | Buffer = TEST) =>
  createHmac('sha256', key).update(payload, 'utf8').digest('hex');
const m = 'M123456';
const t = '1767225600';
const n = 'f3b1c2d4e5a60718';
const join = (...parts: string[]) => parts.join('\n');

const found = (d: Diagnosis) => (d.verdict === 'MISMATCH' ? d.found : null);

describe('the second wave of mistake families', () => {
  it('finds a real clock millisecond of the sent second signed, seconds sent', async () => {
    const body = '{"order_id":"A-1"}';
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(
        hmac(join(m, `${t}437`, n, body)),
      ),
    );
    expect(found(d)?.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
    expect(found(d)?.details.join(' ')).toContain(`${t}437`);
  });

  it('finds the last millisecond of the second before (the clock read twice)', async () => {
    const body = '{"order_id":"A-1"}';
    const before = `${Number(t) - 1}999`;
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(
        hmac(join(m, before, n, body)),
      ),
    );
    expect(found(d)?.causes).toEqual(['TIMESTAMP_MILLISECONDS']);
  });

  it('finds a small object signed in another key order', async () => {
    const sent = '{"merchant_order_no":"A-1","amount":"10.00","currency":"USD","note":"x"}';
    const signed = '{"currency":"USD","amount":"10.00","merchant_order_no":"A-1","note":"x"}';
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: sent })(
        hmac(join(m, t, n, signed)),
      ),
    );
    expect(found(d)?.causes).toEqual(['BODY_REFORMATTED']);
    expect(found(d)?.details.join(' ')).toMatch(
      /in the order currency, amount, merchant_order_no, note/,
    );
    expect(found(d)?.senderPayload).toBe(join(m, t, n, signed));
  });

  it.each([
    ['"10.00" signed, 10.0 sent', '{"value":10.0,"id":1}', '{"value":"10.00","id":1}'],
    ['10.0 signed, "10.0" sent', '{"value":"10.0","id":1}', '{"value":10.0,"id":1}'],
    [
      'a big integer re-printed by a double',
      '{"id":12345678901234567891}',
      '{"id":12345678901234567000}',
    ],
    ['10.50 signed, 10.5 sent', '{"value":10.5}', '{"value":10.50}'],
  ])('finds a type round trip: %s', async (_, sent, signed) => {
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: sent })(
        hmac(join(m, t, n, signed)),
      ),
    );
    expect(found(d)?.causes).toEqual(['BODY_REFORMATTED']);
    expect(found(d)?.senderPayload).toBe(join(m, t, n, signed));
  });

  it.each([
    ['sha256(secret + string to sign)', (p: string) => TEST + p],
    ['sha256(string to sign + secret)', (p: string) => p + TEST],
  ])('names a plain hash: %s, and never shows the secret', async (_, input) => {
    const body = '{"a":1}';
    const sign = createHash('sha256')
      .update(input(join(m, t, n, body)), 'utf8')
      .digest('hex');
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(sign),
    );
    expect(found(d)?.causes).toEqual(['PLAIN_HASH']);
    expect(JSON.stringify(d)).not.toContain(TEST);
  });

  it('tries the base64 decoding of a secret that also looks like hex', async () => {
    const secret = 'a1b2c3d4e5f60718a1b2c3d4e5f60718';
    const body = '{"a":1}';
    const sign = hmac(join(m, t, n, body), Buffer.from(secret, 'base64'));
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(sign, {
        secrets: { test: secret },
      }),
    );
    expect(found(d)?.causes).toEqual(['SECRET_ENCODING']);
    expect(found(d)?.details.join(' ')).toMatch(/base64/);
  });

  it('finds a body signed double-encoded, as a JSON string literal', async () => {
    const body = '{"a":1,"b":"x"}';
    const d = await diagnose(
      casesOver({ merchantId: m, timestamp: t, nonce: n, rawBody: body })(
        hmac(join(m, t, n, JSON.stringify(body))),
      ),
    );
    expect(found(d)?.causes).toEqual(['BODY_REFORMATTED']);
    expect(found(d)?.details.join(' ')).toMatch(/encoded twice/);
  });
});
