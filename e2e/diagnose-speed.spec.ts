import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';

// The whole mistake search (every single mistake and every pair, nothing found) timed in the
// built worker in Chromium, where the console runs it. Targets: 100 ms at 2 KB, 1 s at 200 KB.
// On a shared machine the assertions allow SPEED_SLACK times that (default 6, 1 when measuring
// on an idle machine); the figures are attached to the report either way.
const slack = Number(process.env.SPEED_SLACK ?? 6);
const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const workerFile = readdirSync(assets).find((name) => name.startsWith('mistake-search.worker'));

function orderBody(size: number): string {
  const order: Record<string, unknown> = {
    payment_method: 'CARD',
    merchant_order_no: 'ORD-20240101-0001',
    trans_amount: { currency: 'USD', value: '10.00' },
    goods_name: 'Café crème ☕ <b>&</b>',
    notify_url: 'https://shop.example/notify?a=1&b=2',
  };
  for (let i = 0; JSON.stringify(order).length < size; i++) {
    order[`note_${i}`] = `line ${i} of the order notes`;
  }
  return JSON.stringify(order);
}

for (const [size, budget] of [
  [2_000, 100],
  [200_000, 1_000],
] as const) {
  test(`the full search at ${size / 1000} KB in the worker`, async ({ page }, testInfo) => {
    test.slow();
    expect(workerFile).toBeDefined();
    await page.goto('/#/verify');
    const input = {
      kind: 'request',
      env: 'test',
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'a1b2c3d4e5f6g7h8',
      rawBody: orderBody(size),
      receivedSign: '0f'.repeat(32),
      secrets: { test: 'test_sk_4f9a2c7e1b3d', production: 'prod_sk_9c1e5b7a3d2f' },
    };
    const runs = await page.evaluate(
      async ({ url, input }) => {
        const worker = new Worker(url, { type: 'module' });
        const once = () =>
          new Promise<{ ms: number; searched: number; cause: string }>((resolve) => {
            const start = performance.now();
            worker.onmessage = (event: MessageEvent) => {
              const { diagnosis } = event.data as {
                diagnosis: { searched: number; found: { causes: string[] } | null };
              };
              resolve({
                ms: performance.now() - start,
                searched: diagnosis.searched,
                cause: diagnosis.found ? diagnosis.found.causes.join(' ') : 'UNKNOWN',
              });
            };
            worker.postMessage(input);
          });
        const out = [];
        for (let i = 0; i < 4; i++) out.push(await once());
        worker.terminate();
        return out;
      },
      { url: `/assets/${workerFile}`, input },
    );
    // The first run includes loading and compiling the worker; the best of the rest is the figure.
    const best = Math.min(...runs.slice(1).map((run) => run.ms));
    testInfo.annotations.push({
      type: 'timing',
      description: `${size} B: best ${best.toFixed(0)} ms of ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms, ${runs[0]?.searched} MACs`,
    });
    console.log(testInfo.annotations.at(-1)?.description);
    expect(runs.every((run) => run.cause === 'UNKNOWN')).toBe(true);
    expect(best).toBeLessThan(budget * slack);
  });
}
