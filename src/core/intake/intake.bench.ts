import { bench, describe } from 'vitest';
import { parseIntake } from './detect.ts';
import { noisyPaste } from './noisy-paste.ts';

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

describe('intake', () => {
  const har = harOf(400);
  const noisy = noisyPaste(
    JSON.stringify({ merchant_order_no: 'ORD-7', notes: 'x \\"q\\" '.repeat(9_000) }),
  );

  bench('detect and parse a ~1 MB HAR', () => {
    parseIntake(har);
  });

  bench('clean, locate and rank a ~200 KB noisy paste', () => {
    parseIntake(noisy);
  });
});
