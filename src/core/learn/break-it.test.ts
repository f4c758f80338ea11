import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BREAK_MISTAKES, buildQuery, type QueryDraft } from './break-it.ts';

const draft: QueryDraft = {
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'n7Qk2VxLp9RtYc4MzA8sWd1E',
  body: '{"merchant_order_no":"ORD-20231114-0001","trans_amount":{"currency":"USD"}}',
  secret: 'test_sk_4f9a2c7e1b3d',
  otherSecret: 'prod_sk_9c1e5b7a3d2f',
};

// The reference, written here: spec 5.2 with node:crypto.
const mac = (secret: string, parts: string[], separator = '\n') =>
  createHmac('sha256', secret).update(parts.join(separator), 'utf8');
const right = [draft.merchantId, draft.timestamp, draft.nonce, draft.body];

describe('buildQuery', () => {
  it('builds the right query with no mistake', async () => {
    const built = await buildQuery(draft, null);
    expect(built).toEqual({
      headers: {
        'Content-Type': 'application/json',
        'X-MerchantID': draft.merchantId,
        'X-Timestamp': draft.timestamp,
        'X-Nonce': draft.nonce,
        'X-Sign': mac(draft.secret, right).digest('hex'),
      },
      body: draft.body,
    });
  });

  it.each([
    ['crlf', mac(draft.secret, right, '\r\n').digest('hex')],
    [
      'order',
      mac(draft.secret, [draft.timestamp, draft.merchantId, draft.nonce, draft.body]).digest('hex'),
    ],
    ['uppercase-hex', mac(draft.secret, right).digest('hex').toUpperCase()],
    ['base64', mac(draft.secret, right).digest('base64')],
    ['other-secret', mac(draft.otherSecret, right).digest('hex')],
    ['prettified', mac(draft.secret, right).digest('hex')],
    ['content-type', mac(draft.secret, right).digest('hex')],
  ] as const)('%s: signs as that mistake does', async (mistake, expected) => {
    expect((await buildQuery(draft, mistake)).headers['X-Sign']).toBe(expected);
  });

  it('prettified: sends another body than it signed', async () => {
    const built = await buildQuery(draft, 'prettified');
    expect(built.body).toBe(JSON.stringify(JSON.parse(draft.body), null, 2));
    expect(built.body).not.toBe(draft.body);
  });

  it('milliseconds: sends and signs the timestamp in milliseconds', async () => {
    const built = await buildQuery(draft, 'milliseconds');
    const ms = `${draft.timestamp}000`;
    expect(built.headers['X-Timestamp']).toBe(ms);
    expect(built.headers['X-Sign']).toBe(
      mac(draft.secret, [draft.merchantId, ms, draft.nonce, draft.body]).digest('hex'),
    );
  });

  it('camel-case: sends and signs camelCase keys', async () => {
    const built = await buildQuery(draft, 'camel-case');
    const body = '{"merchantOrderNo":"ORD-20231114-0001","transAmount":{"currency":"USD"}}';
    expect(built.body).toBe(body);
    expect(built.headers['X-Sign']).toBe(
      mac(draft.secret, [draft.merchantId, draft.timestamp, draft.nonce, body]).digest('hex'),
    );
  });

  it('empty-nonce: an empty X-Nonce', async () => {
    expect((await buildQuery(draft, 'empty-nonce')).headers['X-Nonce']).toBe('');
  });

  it('content-type: not application/json', async () => {
    expect((await buildQuery(draft, 'content-type')).headers['Content-Type']).toBe('text/plain');
  });

  it('offers the ten mistakes of spec 5.5', () => {
    expect(BREAK_MISTAKES).toHaveLength(10);
  });
});
