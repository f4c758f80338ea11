// The sandbox over real sockets at the edges of HTTP itself: header values taken as the UTF-8
// bytes on the wire (spec 5.2 rule 3), and oversized headers answered with the envelope.
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { MAX_HEADER_BYTES } from './listen.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';

interface Answer {
  status: number;
  body: string;
}

/** Sends raw header bytes: each value is given as Latin-1, one character per wire byte. */
function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    // A Buffer, so Node writes the head as Latin-1 (a string body would re-encode it as UTF-8).
    req.end(Buffer.from(body, 'utf8'));
  });
}

const asWireBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe('the sandbox at the edges of HTTP', () => {
  let sandbox: { url: string; close(): Promise<void> };
  const body = '{"merchant_order_no":"ORD-20231114-0001"}';

  function signedHeaders(nonce: string): Record<string, string> {
    const { merchantId, testSecret } = DEMO_MERCHANT;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const sign = createHmac('sha256', testSecret)
      .update(Buffer.from(`${merchantId}\n${timestamp}\n${nonce}\n${body}`, 'utf8'))
      .digest('hex');
    return {
      'Content-Type': 'application/json',
      'X-MerchantID': merchantId,
      'X-Timestamp': timestamp,
      'X-Nonce': asWireBytes(nonce),
      'X-Sign': sign,
    };
  }

  beforeAll(async () => {
    sandbox = await startSandboxServer({ ...defaultSandboxConfig(), port: 0 });
  });
  afterAll(() => sandbox.close());

  it('accepts a non-ASCII nonce signed over its UTF-8 bytes', async () => {
    const nonce = `nonce-zoë-€-订单-${Date.now()}`;
    const answer = await post(`${sandbox.url}${QUERY_PATH}`, signedHeaders(nonce), body);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
    expect(answer.status).toBe(200);
  });

  it('refuses a nonce whose wire bytes are not the UTF-8 that was signed', async () => {
    const nonce = `nonce-zoë-${Date.now()}`;
    const headers = signedHeaders(nonce);
    headers['X-Nonce'] = nonce; // ë sent as the single byte 0xEB, which is not UTF-8
    const answer = await post(`${sandbox.url}${QUERY_PATH}`, headers, body);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1003 });
  });

  it('answers a 64 KB header with the envelope, not a reset', async () => {
    const headers = { ...signedHeaders(`n-${Date.now()}`), 'X-Padding': 'a'.repeat(64_000) };
    const answer = await post(`${sandbox.url}${QUERY_PATH}`, headers, body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
  });

  it('answers headers over the limit with a 431 envelope', async () => {
    const headers = {
      ...signedHeaders(`n-${Date.now()}`),
      'X-Padding': 'a'.repeat(MAX_HEADER_BYTES),
    };
    const answer = await post(`${sandbox.url}${QUERY_PATH}`, headers, body).catch(
      (error: Error) => ({ status: -1, body: error.message }),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 4000, data: null });
  });
});
