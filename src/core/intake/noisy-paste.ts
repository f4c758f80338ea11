/**
 * The noisy paste the intake and readings benchmarks read, in Node and in Chromium alike: a chat
 * export around a kubectl-prefixed log of a request and its retry (another nonce), each with
 * `body`, so every cleaning step, the evidence search and the readings the signature decides
 * between (docs/verify-intake.md) run on it.
 */
export function noisyPaste(body: string): string {
  const request = (nonce: string) => [
    'POST /api/v1/payments/query HTTP/1.1',
    'X-MerchantID: M100001',
    'X-Timestamp: 1700000000',
    `X-Nonce: ${nonce}`,
    `X-Sign: ${'ab'.repeat(32)}`,
    '',
    body,
    '',
  ];
  const log = [...request('nonce-noisy-abcdefghijk'), ...request('nonce-retry-abcdefghijk')].map(
    (line) => `2026-11-27T10:00:00.123456789Z ${line}`,
  );
  return ['[27/11/2026, 10:00] Alex: the merchant says this fails, log below', ...log].join('\n');
}
