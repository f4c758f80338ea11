// One test per common mistake of spec 5.5, driven through the app; requests are signed with
// node:crypto and every response to the known merchant must verify.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import {
  freshNonce,
  NOW_SECONDS,
  QUERY_BODY,
  sendQuery,
  type ReadResponse,
} from '../../test-support/sandbox-client.ts';

const M = DEMO_MERCHANT.merchantId;

/** HMAC over an arbitrary payload, for mistakes in the string to sign itself. */
function hmacOf(payload: string, secret: string = DEMO_MERCHANT.testSecret): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function expectRejected(result: ReadResponse, status: number, code: number, msg: RegExp | string) {
  expect(result.status).toBe(status);
  expect(result.envelope.code).toBe(code);
  // A 1003 points at its traffic entry in `data` (the sandbox's addition); other refusals carry none.
  expect(result.envelope.data).toEqual(
    code === 1003 ? { traffic_entry: expect.stringMatching(/^\/_sandbox\/requests\/\d+$/) } : null,
  );
  expect(result.envelope.msg).toMatch(msg);
  expect(result.verifies).toBe(true);
}

describe('spec 5.5 checklist, one mistake at a time', () => {
  it('Merchant ID: a name instead of the assigned ID gets 403, unsigned', async () => {
    const result = await sendQuery({ merchantId: 'Acme Store Ltd' });
    expect(result.status).toBe(403);
    expect(result.envelope.code).toBe(1005);
    expect(result.envelope.msg).toContain('not a merchant ID the sandbox knows');
    expect(result.envelope.msg).toContain('not a name, login or user ID');
    expect(result.signed).toBe(false);
    expect(result.headers.has('X-MerchantID')).toBe(false);
  });

  it('Secret: a dashboard password gets 1003 explaining what was signed, never the sign', async () => {
    const nonce = freshNonce();
    const result = await sendQuery({ secret: 'hunter2-dashboard', nonce });
    expectRejected(result, 401, 1003, 'Signature verification failed');
    const bytes = M.length + 1 + NOW_SECONDS.length + 1 + nonce.length + 1 + QUERY_BODY.length;
    expect(result.envelope.msg).toContain(
      `Signature verification failed: the sandbox signed ${bytes} bytes = merchant_id "${M}" LF ` +
        `timestamp "${NOW_SECONDS}" LF nonce "${nonce}" LF raw body (${QUERY_BODY.length} bytes), ` +
        'HMAC-SHA256 with the test secret, lowercase hex. See spec 5.5.',
    );
    const expected = hmacOf(`${M}\n${NOW_SECONDS}\n${nonce}\n${QUERY_BODY}`);
    expect(result.text).not.toContain(expected);
  });

  it('Secret: the production secret gets 1003 with the mixed-environment hint', async () => {
    const result = await sendQuery({ secret: DEMO_MERCHANT.productionSecret });
    expectRejected(result, 401, 1003, 'signed with the production secret');
    expect(result.envelope.msg).toContain(
      'the test environment expects the test secret (spec 1, 5.5)',
    );
  });

  it('Line breaks: CRLF separators get 1003', async () => {
    const nonce = freshNonce();
    const sign = hmacOf(`${M}\r\n${NOW_SECONDS}\r\n${nonce}\r\n${QUERY_BODY}`);
    expectRejected(await sendQuery({ nonce, sign }), 401, 1003, 'LF raw body');
  });

  it('Line breaks: separators missing get 1003', async () => {
    const nonce = freshNonce();
    const sign = hmacOf(`${M}${NOW_SECONDS}${nonce}${QUERY_BODY}`);
    expectRejected(await sendQuery({ nonce, sign }), 401, 1003, 'Signature verification failed');
  });

  it('Order: timestamp before merchant ID gets 1003', async () => {
    const nonce = freshNonce();
    const sign = hmacOf(`${NOW_SECONDS}\n${M}\n${nonce}\n${QUERY_BODY}`);
    expectRejected(await sendQuery({ nonce, sign }), 401, 1003, 'Signature verification failed');
  });

  it('Body: signed compact, sent prettified, gets 1003', async () => {
    const pretty = JSON.stringify(JSON.parse(QUERY_BODY), null, 2);
    const result = await sendQuery({ body: pretty, signedBody: QUERY_BODY });
    expectRejected(result, 401, 1003, `raw body (${pretty.length} bytes)`);
  });

  it('Body: signed with a trailing newline, sent trimmed, gets 1003', async () => {
    const result = await sendQuery({ body: QUERY_BODY, signedBody: `${QUERY_BODY}\n` });
    expectRejected(result, 401, 1003, 'Signature verification failed');
  });

  it('Body: keys reordered after signing gets 1003', async () => {
    const signed = '{"merchant_order_no":"ORD-20231114-0001","extra":"1"}';
    const sent = '{"extra":"1","merchant_order_no":"ORD-20231114-0001"}';
    expectRejected(await sendQuery({ body: sent, signedBody: signed }), 401, 1003, 'Signature');
  });

  it('Field names: camelCase keys (correctly signed) get 400 naming the snake_case field', async () => {
    const result = await sendQuery({ body: '{"merchantOrderNo":"ORD-20231114-0001"}' });
    expectRejected(result, 400, 4000, 'field merchantOrderNo must be merchant_order_no');
  });

  it('Timestamp: milliseconds get 1002 saying so', async () => {
    const result = await sendQuery({ timestamp: '1700000000000' });
    expectRejected(result, 401, 1002, 'looks like milliseconds');
  });

  it('Timestamp: a date string gets 1002 saying so, with that date in Unix seconds', async () => {
    const result = await sendQuery({ timestamp: '2023-11-14T22:13:20Z' });
    expectRejected(
      result,
      401,
      1002,
      'is a formatted date; send it as Unix time in whole seconds, 1700000000',
    );
  });

  it('Nonce: an empty header gets 1001 naming X-Nonce', async () => {
    const result = await sendQuery({ nonce: '' });
    expectRejected(result, 401, 1001, /^X-Nonce is missing or empty/);
  });

  it('Output format: uppercase hex gets 1003 saying it must be lowercase', async () => {
    const nonce = freshNonce();
    const sign = hmacOf(`${M}\n${NOW_SECONDS}\n${nonce}\n${QUERY_BODY}`).toUpperCase();
    const result = await sendQuery({ nonce, sign });
    expectRejected(result, 401, 1003, 'X-Sign must be lowercase hex');
    expect(result.envelope.msg).toContain('only the case is wrong');
  });

  it('Output format: base64 gets 1003 asking for 64-character lowercase hex', async () => {
    const nonce = freshNonce();
    const sign = createHmac('sha256', DEMO_MERCHANT.testSecret)
      .update(`${M}\n${NOW_SECONDS}\n${nonce}\n${QUERY_BODY}`)
      .digest('base64');
    const result = await sendQuery({ nonce, sign });
    expectRejected(result, 401, 1003, 'X-Sign must be the 64-character lowercase hex HMAC-SHA256');
    expect(result.envelope.msg).toContain('the right HMAC, but in base64');
  });

  it('Output format: an MD5 digest gets 1003 naming its length', async () => {
    const result = await sendQuery({ sign: 'd41d8cd98f00b204e9800998ecf8427e' });
    expectRejected(result, 401, 1003, 'the length of an MD5 digest');
  });

  it('Content-Type: text/plain gets 415 naming what was sent', async () => {
    const result = await sendQuery({ headers: { 'Content-Type': 'text/plain' } });
    expectRejected(result, 415, 1006, '"text/plain" is not accepted; send application/json');
  });

  it('Content-Type: application/json with charset=utf-8 is accepted', async () => {
    const result = await sendQuery({
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(result.status).toBe(200);
  });
});

describe('header checks', () => {
  it('names every missing header', async () => {
    const result = await sendQuery({ headers: { 'X-Timestamp': null, 'X-Sign': null } });
    expectRejected(result, 401, 1001, /^X-Timestamp, X-Sign are missing or empty/);
  });

  it('answers a missing X-MerchantID unsigned, as there is no merchant to sign for', async () => {
    const result = await sendQuery({ headers: { 'X-MerchantID': null } });
    expect(result.status).toBe(401);
    expect(result.envelope.msg).toContain('X-MerchantID is missing');
    expect(result.signed).toBe(false);
  });

  it('checks the content type before the authentication headers', async () => {
    const result = await sendQuery({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Nonce': null },
    });
    expect(result.envelope.code).toBe(1006);
  });

  it('refuses a timestamp with a fraction', async () => {
    expectRejected(await sendQuery({ timestamp: '1700000000.5' }), 401, 1002, 'has a fraction');
  });

  it('refuses a timestamp with a leading zero, even signed as sent', async () => {
    expectRejected(await sendQuery({ timestamp: '01700000000' }), 401, 1002, 'leading zero');
  });
});
