import { createHmac } from 'node:crypto';

/** A signed case built with Node's crypto, independent of the console's own signing code. */
export interface SignedCase {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
  sign: string;
}

export const DEMO_TEST_SECRET = 'test_sk_4f9a2c7e1b3d';

export function signCase(
  values: Omit<SignedCase, 'sign'>,
  secret = DEMO_TEST_SECRET,
  separator = '\n',
): SignedCase {
  const payload = [values.merchantId, values.timestamp, values.nonce, values.body].join(separator);
  return { ...values, sign: createHmac('sha256', secret).update(payload, 'utf8').digest('hex') };
}

export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

export function rawHttpRequest(c: SignedCase): string {
  return [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: sandbox.example',
    'Content-Type: application/json',
    `X-MerchantID: ${c.merchantId}`,
    `X-Timestamp: ${c.timestamp}`,
    `X-Nonce: ${c.nonce}`,
    `X-Sign: ${c.sign}`,
    `Content-Length: ${Buffer.byteLength(c.body)}`,
    '',
    c.body,
  ].join('\r\n');
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlCommand(c: SignedCase): string {
  return [
    `curl -X POST https://sandbox.example/api/v1/payments/query`,
    `  -H 'Content-Type: application/json'`,
    `  -H ${quote(`X-MerchantID: ${c.merchantId}`)}`,
    `  -H ${quote(`X-Timestamp: ${c.timestamp}`)}`,
    `  -H ${quote(`X-Nonce: ${c.nonce}`)}`,
    `  -H ${quote(`X-Sign: ${c.sign}`)}`,
    `  --data-raw ${quote(c.body)}`,
  ].join(' \\\n');
}

interface HarOptions {
  url?: string;
  userAgent?: string;
}

/** A one-entry HAR of `c`, sent to `url` (the sandbox example by default), with a User-Agent if given. */
export function harFile(
  c: SignedCase,
  { url = 'https://sandbox.example/api/v1/payments/query', userAgent }: HarOptions = {},
): string {
  const header = (name: string, value: string) => ({ name, value });
  return JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: 'e2e', version: '1' },
      entries: [
        {
          request: {
            method: 'POST',
            url,
            headers: [
              header('Content-Type', 'application/json'),
              ...(userAgent === undefined ? [] : [header('User-Agent', userAgent)]),
              header('X-MerchantID', c.merchantId),
              header('X-Timestamp', c.timestamp),
              header('X-Nonce', c.nonce),
              header('X-Sign', c.sign),
            ],
            postData: { mimeType: 'application/json', text: c.body },
          },
          response: {
            status: 401,
            headers: [],
            content: { size: 0, mimeType: 'application/json', text: '' },
          },
        },
      ],
    },
  });
}

export function failureLog(c: SignedCase): string {
  return JSON.stringify(
    {
      merchant_id: c.merchantId,
      timestamp: c.timestamp,
      nonce: c.nonce,
      raw_body: c.body,
      received_sign: c.sign,
    },
    null,
    2,
  );
}

export function headersAndBody(c: SignedCase): string {
  return [
    'Content-Type: application/json',
    `X-MerchantID: ${c.merchantId}`,
    `X-Timestamp: ${c.timestamp}`,
    `X-Nonce: ${c.nonce}`,
    `X-Sign: ${c.sign}`,
    '',
    c.body,
  ].join('\n');
}

/** A query case with a current timestamp and a non-ASCII body, not yet signed. */
export const baseCase = () => ({
  merchantId: 'M100001',
  timestamp: nowSeconds(),
  nonce: 'n0nce-e2e-0123456789',
  body: '{"merchant_order_no":"ORD-7","goods_name":"咖啡 ☕"}',
});
