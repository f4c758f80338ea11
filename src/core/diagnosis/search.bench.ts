import { bench, describe } from 'vitest';
import { DEMO_MERCHANT } from '../demo-merchant.ts';
import { diagnose } from './index.ts';

/** A payment order padded with extra fields to about 2 KB, with non-ASCII text and an amount. */
function orderBody(indent?: number): string {
  const order: Record<string, unknown> = {
    payment_method: 'CARD',
    merchant_order_no: 'ORD-20240101-0001',
    trans_amount: { currency: 'USD', value: '10.00' },
    goods_name: 'Café crème ☕',
  };
  for (let i = 0; JSON.stringify(order).length < 2000; i++) {
    order[`note_${i}`] = `line ${i} of the order notes`;
  }
  return JSON.stringify(order, null, indent);
}

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

describe('diagnose: full search, nothing found', () => {
  const compact = worstCase(orderBody());
  const pretty = worstCase(orderBody(2));

  bench('compact ~2 KB JSON body', async () => {
    await diagnose(compact);
  });

  bench('pretty-printed ~2 KB JSON body', async () => {
    await diagnose(pretty);
  });
});
