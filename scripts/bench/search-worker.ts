// The whole mistake search (every single mistake and every pair, nothing found) in the built
// worker in Chromium, where the console runs it. Budgets: 100 ms at 2 KB, 1 s at 200 KB.
import type { Browser } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { searchBenchBody } from '../../src/core/diagnosis/search-bench-body.ts';
import { median, type Figure } from './figures.ts';

const RUN_IN_WORKER = `async ({ url, input, runs }) => {
  const worker = new Worker(url, { type: 'module' });
  const once = () => new Promise((resolve) => {
    const start = performance.now();
    worker.onmessage = (event) => {
      const diagnosis = event.data.diagnosis;
      resolve({ ms: performance.now() - start, searched: diagnosis ? diagnosis.searched : 0,
        found: diagnosis && diagnosis.found ? diagnosis.found.causes.join(' ') : null });
    };
    worker.postMessage(input);
  });
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  worker.terminate();
  return results;
}`;

export async function searchFigures(
  browser: Browser,
  origin: string,
  dist: string,
): Promise<Figure[]> {
  const worker = readdirSync(join(dist, 'assets')).find((name) =>
    name.startsWith('mistake-search.worker'),
  );
  if (!worker) throw new Error('the mistake-search worker is not in the build');
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/#/verify`);
  const figures: Figure[] = [];
  for (const [size, budget, runs] of [
    [2_000, 100, 9],
    [200_000, 1_000, 5],
  ] as const) {
    const input = {
      kind: 'request',
      env: 'test',
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'a1b2c3d4e5f6g7h8',
      rawBody: searchBenchBody(size),
      receivedSign: '0f'.repeat(32),
      secrets: { test: 'test_sk_4f9a2c7e1b3d', production: 'prod_sk_9c1e5b7a3d2f' },
    };
    const fn = `(${RUN_IN_WORKER})(${JSON.stringify({ url: `/assets/${worker}`, input, runs: runs + 1 })})`;
    const results = (await page.evaluate(fn)) as Array<{
      ms: number;
      searched: number;
      found: string | null;
    }>;
    // A search that found a cause or searched nothing stopped early: not the whole catalogue.
    if (results.some((result) => result.found !== null || result.searched === 0)) {
      throw new Error(`the search at ${size} bytes did not run the whole catalogue`);
    }
    figures.push({
      name: `mistake search, whole catalogue, nothing found, ${size / 1000} KB body, median, Chromium worker`,
      value: median(results.slice(1).map((result) => result.ms)),
      baseline: null,
      unit: 'ms',
      budget: { limit: budget, kind: 'max', on: 'value' },
      note: `${results[0]!.searched} candidates, ${runs} runs`,
    });
  }
  await page.context().close();
  return figures;
}
