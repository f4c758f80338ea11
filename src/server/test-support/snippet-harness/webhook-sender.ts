/**
 * Test support: a webhook sender that grades a receiver the way the sandbox's receiver check
 * does, signing with node:crypto (not the project's signing code). Valid and uppercase-signed
 * deliveries must get a 2xx; every forged or broken one must be refused with 401. The clock and
 * replay checks are advisory in the sandbox's grading; here every receiver must pass them too.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface Delivery {
  name: string;
  expect: 'accept' | 'reject';
  advisory: boolean;
  status: number;
}

interface Shape {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: Buffer;
  secret: string;
  separator?: string;
  signedBody?: Buffer;
  omit?: string;
  signCase?: 'upper' | 'corrupt';
}

function signOf(shape: Shape): string {
  const sep = shape.separator ?? '\n';
  const sign = createHmac('sha256', shape.secret)
    .update(`${shape.merchantId}${sep}${shape.timestamp}${sep}${shape.nonce}${sep}`)
    .update(shape.signedBody ?? shape.body)
    .digest('hex');
  if (shape.signCase === 'upper') return sign.toUpperCase();
  if (shape.signCase === 'corrupt') return sign.slice(0, -1) + (sign.endsWith('0') ? '1' : '0');
  return sign;
}

async function deliver(url: string, shape: Shape): Promise<number> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-MerchantID': shape.merchantId,
    'X-Timestamp': shape.timestamp,
    'X-Nonce': shape.nonce,
    'X-Sign': signOf(shape),
  };
  if (shape.omit) delete headers[shape.omit];
  const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(shape.body) });
  await response.arrayBuffer();
  return response.status;
}

/** Sends every graded delivery to the receiver at `url`, one after another. */
export async function gradeReceiver(
  url: string,
  merchant: { merchantId: string; secret: string; productionSecret: string },
  body: Buffer,
): Promise<Delivery[]> {
  const now = Math.floor(Date.now() / 1000);
  const fresh = (change: Partial<Shape> = {}): Shape => ({
    merchantId: merchant.merchantId,
    timestamp: String(now),
    nonce: randomBytes(12).toString('hex'),
    body,
    secret: merchant.secret,
    ...change,
  });
  const valid = fresh();
  const changed = Buffer.concat([body.subarray(0, body.length - 1), Buffer.from(' }')]);
  const plan: Array<[string, 'accept' | 'reject', boolean, Shape]> = [
    ['valid delivery', 'accept', false, valid],
    ['uppercase sign', 'accept', false, fresh({ signCase: 'upper' })],
    ['wrong sign', 'reject', false, fresh({ signCase: 'corrupt' })],
    ['changed body', 'reject', false, fresh({ body: changed, signedBody: body })],
    ['production secret', 'reject', false, fresh({ secret: merchant.productionSecret })],
    ['CRLF separators', 'reject', false, fresh({ separator: '\r\n' })],
    ['missing header', 'reject', false, fresh({ omit: 'X-Nonce' })],
    ['other merchant ID', 'reject', false, fresh({ merchantId: `${merchant.merchantId}9` })],
    ['stale timestamp', 'reject', true, fresh({ timestamp: String(now - 3600) })],
    ['future timestamp', 'reject', true, fresh({ timestamp: String(now + 3600) })],
    ['replayed nonce', 'reject', true, valid],
  ];
  const results: Delivery[] = [];
  for (const [name, expect, advisory, shape] of plan) {
    results.push({ name, expect, advisory, status: await deliver(url, shape) });
  }
  return results;
}
