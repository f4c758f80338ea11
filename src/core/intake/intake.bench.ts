import { bench, describe } from 'vitest';
import { parseIntake } from './detect.ts';

/** A HAR of `entries` signed POSTs, each with a 2 KB body: a large export from DevTools. */
function harOf(entries: number): string {
  const body = JSON.stringify({ merchant_order_no: 'ORD-7', notes: 'x'.repeat(2000) });
  const entry = (i: number) => ({
    request: {
      method: 'POST',
      url: `https://pay.example/api/v1/payments/query?i=${i}`,
      headers: [
        { name: 'X-MerchantID', value: 'M100001' },
        { name: 'X-Timestamp', value: '1700000000' },
        { name: 'X-Nonce', value: `nonce-${i}-abcdefghijk` },
        { name: 'X-Sign', value: 'ab'.repeat(32) },
      ],
      postData: { mimeType: 'application/json', text: body },
    },
    response: { status: 200, headers: [], content: { size: 0, text: '' } },
  });
  return JSON.stringify({ log: { entries: Array.from({ length: entries }, (_, i) => entry(i)) } });
}

/**
 * A ~200 KB noisy paste: a chat export around a kubectl-prefixed request whose body is ~200 KB,
 * so every cleaning step, the evidence search and the readings run on it.
 */
function noisyPaste(): string {
  const body = JSON.stringify({ merchant_order_no: 'ORD-7', notes: 'x \\"q\\" '.repeat(25_000) });
  const message = [
    'POST /api/v1/payments/query HTTP/1.1',
    'X-MerchantID: M100001',
    'X-Timestamp: 1700000000',
    'X-Nonce: nonce-noisy-abcdefghijk',
    `X-Sign: ${'ab'.repeat(32)}`,
    '',
    body,
  ].map((line) => `2026-11-27T10:00:00.123456789Z ${line}`);
  return ['[27/11/2026, 10:00] Alex: the merchant says this fails, log below', ...message].join(
    '\n',
  );
}

describe('intake', () => {
  const har = harOf(400);
  const noisy = noisyPaste();

  bench('detect and parse a ~1 MB HAR', () => {
    parseIntake(har);
  });

  bench('clean, locate and rank a ~200 KB noisy paste', () => {
    parseIntake(noisy);
  });
});
