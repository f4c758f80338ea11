import { describe, expect, it } from 'vitest';
import { encodeShareCase } from './share-link.ts';
import { headerValue, messageShareCase, partsFromHeaders } from './message-case.ts';

/** Decodes a link the way the contract says, independently of the decoder under test. */
const decodeLink = (link: string) =>
  JSON.parse(Buffer.from(link.slice('#case='.length), 'base64url').toString('utf8'));

describe('messageShareCase', () => {
  it('carries every spec 5.1 part and the exact raw body into a Verify link', () => {
    const body = '{"merchant_order_no":"ORD-1"}\r\n';
    const shared = messageShareCase('request', 'test', {
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'n-123',
      receivedSign: 'ab'.repeat(32),
      body,
    });
    expect(decodeLink(encodeShareCase(shared))).toEqual({
      kind: 'request',
      env: 'test',
      merchant_id: 'M100001',
      timestamp: '1700000000',
      nonce: 'n-123',
      raw_body: body,
      received_sign: 'ab'.repeat(32),
    });
  });

  it('turns absent headers into empty fields and still opens Verify (a received sign is present)', () => {
    const shared = messageShareCase('request', 'test', {
      merchantId: null,
      timestamp: null,
      nonce: null,
      receivedSign: null,
      body: '',
    });
    expect(shared).toMatchObject({ merchant_id: '', timestamp: '', nonce: '', received_sign: '' });
    expect('received_sign' in decodeLink(encodeShareCase(shared))).toBe(true);
  });
});

describe('partsFromHeaders', () => {
  it('reads the four headers and Content-Type whatever their case', () => {
    const parts = partsFromHeaders(
      {
        'x-merchantid': 'M1',
        'X-TIMESTAMP': '1',
        'X-Nonce': 'n',
        'x-sign': 's',
        'content-type': 'application/json; charset=utf-8',
      },
      '{}',
    );
    expect(parts).toEqual({
      merchantId: 'M1',
      timestamp: '1',
      nonce: 'n',
      receivedSign: 's',
      contentType: 'application/json; charset=utf-8',
      userAgent: null,
      body: '{}',
    });
    expect(messageShareCase('webhook', 'test', parts).content_type).toBe(
      'application/json; charset=utf-8',
    );
    expect(partsFromHeaders({}, '').contentType).toBeNull();
  });

  it("carries a request's User-Agent into the link: the merchant sent it", () => {
    const parts = partsFromHeaders(
      { 'X-MerchantID': 'M1', 'user-agent': 'axios/1.16.0', 'X-Sign': 's' },
      '{}\n',
    );
    expect(parts.userAgent).toBe('axios/1.16.0');
    expect(decodeLink(encodeShareCase(messageShareCase('request', 'test', parts)))).toMatchObject({
      kind: 'request',
      user_agent: 'axios/1.16.0',
    });
  });

  it('leaves the User-Agent out of a webhook delivery and a response: it names no merchant stack', () => {
    // A webhook delivery is sent by the sandbox itself; a response is the service's answer.
    const parts = partsFromHeaders({ 'X-Sign': 's', 'User-Agent': 'node' }, '{}');
    for (const kind of ['webhook', 'response'] as const) {
      const json = decodeLink(encodeShareCase(messageShareCase(kind, 'test', parts)));
      expect('user_agent' in json).toBe(false);
    }
  });

  it('leaves out a User-Agent that was absent or empty', () => {
    for (const headers of [{}, { 'User-Agent': '' }] as Array<Record<string, string>>) {
      const shared = messageShareCase('request', 'test', partsFromHeaders(headers, '{}'));
      expect('user_agent' in decodeLink(encodeShareCase(shared))).toBe(false);
    }
  });

  it('says null for a header that is absent', () => {
    expect(headerValue({ 'Content-Type': 'application/json' }, 'X-Sign')).toBeNull();
  });
});
