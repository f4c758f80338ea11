// A whole log at once in Chromium, through the Verify view's batch workers: a 5 MB HAR of 1,000
// signed requests (half correct, the rest in milliseconds, re-serialized or with the production
// secret), from the text handed over to every message grouped. Budget: 10 s (docs/performance.md).
import { createHmac } from 'node:crypto';
import type { Browser } from '@playwright/test';
import type { Figure } from './figures.ts';

const TEST = 'test_sk_4f9a2c7e1b3d';
const PROD = 'prod_sk_9c1e5b7a3d2f';
const KINDS = ['MATCH', 'MATCH', 'TIMESTAMP_MILLISECONDS', 'BODY_REFORMATTED', 'SECRET_ENV_MIXED'];

/** The bench's HAR: `count` entries of about 5 KB each, and the truth of its groups. */
export function batchHar(count: number) {
  const truth: Record<string, number> = {};
  const entries = Array.from({ length: count }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    truth[kind] = (truth[kind] ?? 0) + 1;
    const order = {
      merchant_order_no: `ORD-${i}`,
      trans_amount: { currency: 'EUR', value: '9.50' },
      goods_name: `item ${i} `.repeat(500).slice(0, 4_900),
    };
    const body = JSON.stringify(order);
    const nonce = `bench-nonce-${String(i).padStart(6, '0')}`;
    const ts = kind === 'TIMESTAMP_MILLISECONDS' ? '1700000000123' : '1700000000';
    const signed = kind === 'BODY_REFORMATTED' ? JSON.stringify(order, null, 2) : body;
    const secret = kind === 'SECRET_ENV_MIXED' ? PROD : TEST;
    const sign = createHmac('sha256', secret)
      .update(`M100001\n${ts}\n${nonce}\n${signed}`)
      .digest('hex');
    const headers = [
      ['Content-Type', 'application/json'],
      ['X-MerchantID', 'M100001'],
      ['X-Timestamp', '1700000000'],
      ['X-Nonce', nonce],
      ['X-Sign', sign],
    ].map(([name, value]) => ({ name, value }));
    return {
      request: {
        method: 'POST',
        url: 'https://api.example.com/api/v1/payments/query',
        headers,
        postData: { mimeType: 'application/json', text: body },
      },
      response: { status: 401, headers: [], content: { size: 0, mimeType: 'text/plain' } },
    };
  });
  const text = JSON.stringify({
    log: { version: '1.2', creator: { name: 'bench', version: '1' }, entries },
  });
  return { text, truth };
}

export async function batchFigures(browser: Browser, benchOrigin: string): Promise<Figure[]> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${benchOrigin}/batch.html`);
  await page.waitForFunction('typeof window.benchBatch === "function"');
  const { text, truth } = batchHar(1_000);
  const input = { text, env: 'test', secrets: { test: TEST, production: PROD } };
  const result = (await page.evaluate(`window.benchBatch(${JSON.stringify(input)})`)) as {
    ms: number;
    messages: number;
    groups: Array<{ cause: string; count: number }>;
    heapBytes: number | null;
  };
  for (const [cause, count] of Object.entries(truth)) {
    const group = result.groups.find((g) => g.cause === cause);
    if (group?.count !== count) {
      throw new Error(`the batch grouped ${group?.count ?? 0} as ${cause}, not ${count}`);
    }
  }
  await page.context().close();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return [
    {
      name: `whole log: 1,000 messages (a ${mb(text.length)} MB HAR) read, diagnosed and grouped, Chromium workers`,
      value: result.ms,
      baseline: null,
      unit: 'ms',
      budget: { limit: 10_000, kind: 'max', on: 'value' },
      note:
        result.heapBytes === null
          ? `${result.groups.length} groups`
          : `${result.groups.length} groups; page heap ${mb(result.heapBytes)} MB after`,
    },
  ];
}
