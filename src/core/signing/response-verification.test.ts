import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyResponse } from './response-verification.ts';

const secret = 'test_sk_4f9a2c7e1b3d';
const body = '{"code":0,"msg":"success","data":{"merchant_order_no":"ORD-1"}}';

function signedHeaders(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    'X-MerchantID': 'M100001',
    'X-Timestamp': '1732170000',
    'X-Nonce': 'resp-nonce-0123456789',
    ...overrides,
  };
  const payload = `${values['X-MerchantID']}\n${values['X-Timestamp']}\n${values['X-Nonce']}\n${body}`;
  values['X-Sign'] ??= createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
  if (overrides['X-Sign'] === null) delete values['X-Sign'];
  const headers = new Headers();
  for (const [name, value] of Object.entries(values)) if (value !== null) headers.set(name, value);
  return headers;
}

const verify = (headers: Headers, bytes = new TextEncoder().encode(body)) =>
  verifyResponse({ secret, merchantId: 'M100001', headers, body: bytes });

describe('verifyResponse (spec 5.3)', () => {
  it('verifies a response signed over its raw bytes', async () => {
    expect(await verify(signedHeaders())).toMatchObject({ verdict: 'VERIFIED', notes: [] });
  });

  it('lowercases an uppercase X-Sign and notes it', async () => {
    const headers = signedHeaders();
    headers.set('X-Sign', headers.get('X-Sign')!.toUpperCase());
    const result = await verify(headers);
    expect(result.verdict).toBe('VERIFIED');
    if (result.verdict === 'VERIFIED') expect(result.notes[0]).toMatch(/lowercased/);
  });

  it('does not trust a body changed by one byte', async () => {
    const altered = new TextEncoder().encode(body.replace('ORD-1', 'ORD-2'));
    expect(await verify(signedHeaders(), altered)).toMatchObject({ verdict: 'UNTRUSTED' });
  });

  it('does not trust a response re-serialized before verifying', async () => {
    const pretty = new TextEncoder().encode(JSON.stringify(JSON.parse(body), null, 2));
    const result = await verify(signedHeaders(), pretty);
    expect(result).toMatchObject({ verdict: 'UNTRUSTED' });
  });

  it('says which headers are missing from an unsigned response', async () => {
    const result = await verify(signedHeaders({ 'X-Sign': null, 'X-Nonce': '' }));
    expect(result.verdict).toBe('UNTRUSTED');
    if (result.verdict === 'UNTRUSTED') expect(result.reason).toMatch(/X-Nonce, X-Sign missing/);
  });

  it('does not trust a response signed for another merchant', async () => {
    const result = await verify(signedHeaders({ 'X-MerchantID': 'M999' }));
    expect(result.verdict).toBe('UNTRUSTED');
    if (result.verdict === 'UNTRUSTED') expect(result.reason).toMatch(/M999/);
  });
});
