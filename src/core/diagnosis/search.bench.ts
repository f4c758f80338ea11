import { bench, describe } from 'vitest';
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';
import { diagnose } from './index.ts';
import { searchBenchBody as orderBody } from './search-bench-body.ts';

const worstCase = (rawBody: string) => ({
  kind: 'request' as const,
  env: 'test' as const,
  merchantId: DEMO_MERCHANT.merchantId,
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  rawBody,
  // No mistake reproduces this sign, so every single and every pair is tried.
  receivedSign: '0f'.repeat(32),
  secrets: { test: DEMO_MERCHANT.testSecret, production: DEMO_MERCHANT.productionSecret },
});

// Each run searches another order: the variants kept for the last body would make any run after
// the first measure a search that builds nothing (search-bench-body.ts).
let order = 0;

// Node's WebCrypto costs more per call than Chromium's; the worker in Chromium is measured by
// the Chromium worker rows of `npm run bench`. These budgets catch a search that grows by a multiple.
describe('diagnose: full search, nothing found', () => {
  bench('compact ~2 KB JSON body', async () => {
    await diagnose(worstCase(orderBody(2000, undefined, ++order)));
  });

  bench('pretty-printed ~2 KB JSON body', async () => {
    await diagnose(worstCase(orderBody(2000, 2, ++order)));
  });

  bench(
    'compact ~200 KB JSON body',
    async () => {
      await diagnose(worstCase(orderBody(200_000, undefined, ++order)));
    },
    { iterations: 3, time: 0 },
  );
});
