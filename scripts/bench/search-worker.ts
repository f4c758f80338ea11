// The whole mistake search (every single mistake and every pair, nothing found) in Chromium,
// through the Verify view's own search client and its workers, built as the console builds
// them: from the case handed over to the diagnosis back. Its budget is a ratio, as absolute
// milliseconds drift between hosts: the whole search against the same number of bare
// HMAC-SHA256 over the same bytes in the same workers, both printed, at most 3x at 2 KB and 200 KB.
import type { Browser, Page } from '@playwright/test';
import { searchBenchBody } from '../../src/core/diagnosis/search-bench-body.ts';
import { noisyPaste } from '../../src/core/intake/noisy-paste.ts';
import { median, type Figure } from './figures.ts';

const SECRETS = { test: 'test_sk_4f9a2c7e1b3d', production: 'prod_sk_9c1e5b7a3d2f' };

const RUN_SEARCH = `async ({ inputs }) => {
  const results = [];
  for (const input of inputs) {
    const start = performance.now();
    const diagnosis = await window.benchSearch(input);
    results.push({ ms: performance.now() - start, searched: diagnosis.searched ?? 0,
      found: diagnosis.found ? diagnosis.found.causes.join(' ') : null });
  }
  return results;
}`;

export async function searchFigures(browser: Browser, benchOrigin: string): Promise<Figure[]> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${benchOrigin}/mistake-search.html`);
  await page.waitForFunction('typeof window.benchSearch === "function"');
  const figures: Figure[] = [];
  const workers = (await page.evaluate(
    'Math.max(1, Math.min(2, navigator.hardwareConcurrency))',
  )) as number;
  for (const [size, runs] of [
    [2_000, 9],
    [200_000, 5],
  ] as const) {
    // Another order each run: the workers keep what they built for the last body searched.
    const inputs = Array.from({ length: runs + 1 }, (_, run) => ({
      kind: 'request',
      env: 'test',
      merchantId: 'M100001',
      timestamp: '1700000000',
      nonce: 'a1b2c3d4e5f6g7h8',
      rawBody: searchBenchBody(size, undefined, run + 1),
      receivedSign: '0f'.repeat(32),
      secrets: SECRETS,
    }));
    const input = inputs[0]!;
    const fn = `(${RUN_SEARCH})(${JSON.stringify({ inputs })})`;
    const results = (await page.evaluate(fn)) as Array<{
      ms: number;
      searched: number;
      found: string | null;
    }>;
    // A search that found a cause or searched nothing stopped early: not the whole catalogue.
    if (results.some((result) => result.found !== null || result.searched === 0)) {
      throw new Error(`the search at ${size} bytes did not run the whole catalogue`);
    }
    const count = results[0]!.searched;
    const bare: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const call = `window.benchBareHmacs(${JSON.stringify(input)}, ${count}, ${workers})`;
      bare.push((await page.evaluate(call)) as number);
    }
    figures.push({
      name: `mistake search, whole catalogue, nothing found, ${size / 1000} KB body, median, Chromium worker, against ${count} bare HMAC-SHA256 of the same bytes in ${workers} worker${workers > 1 ? 's' : ''}`,
      value: median(results.slice(1).map((result) => result.ms)),
      baseline: median(bare.slice(1)),
      unit: 'ms',
      budget: { limit: 3, kind: 'max', on: 'ratio' },
      note: `${count} candidates, ${runs} runs`,
    });
  }
  figures.push(await pasteFigure(page, workers, 3));
  await page.context().close();
  return figures;
}

const SEARCH_PASTE = `async ({ text, secrets }) => {
  const start = performance.now();
  const result = await window.benchSearchPaste(text, secrets);
  return { ms: performance.now() - start, ...result };
}`;

/**
 * The whole search of a noisy 200 KB paste as Verify runs it: the intake reads it (two
 * readings: a request and its retry), the reading shown is searched, then the next reading the
 * signature decides between; nothing is found. Against the same number of bare HMAC-SHA256 over
 * the same bytes in the same workers.
 */
async function pasteFigure(page: Page, workers: number, runs: number): Promise<Figure> {
  const results: Array<{ ms: number; searched: number; found: string | null; readings: number }> =
    [];
  for (let i = 0; i < runs + 1; i++) {
    // Another order each run: only the retry's reading, with the same body, finds its variants.
    const text = noisyPaste(searchBenchBody(200_000, undefined, i + 1));
    results.push(
      (await page.evaluate(`(${SEARCH_PASTE})(${JSON.stringify({ text, secrets: SECRETS })})`)) as {
        ms: number;
        searched: number;
        found: string | null;
        readings: number;
      },
    );
  }
  if (results.some((result) => result.found !== null || result.readings < 2)) {
    throw new Error('the noisy paste did not read two ways, or its search found a cause');
  }
  const count = results[0]!.searched;
  const input = {
    kind: 'request',
    env: 'test',
    merchantId: 'M100001',
    timestamp: '1700000000',
    nonce: 'nonce-noisy-abcdefghijk',
    rawBody: searchBenchBody(200_000, undefined, 1),
    receivedSign: 'ab'.repeat(32),
    secrets: SECRETS,
  };
  const bare: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const call = `window.benchBareHmacs(${JSON.stringify(input)}, ${count}, ${workers})`;
    bare.push((await page.evaluate(call)) as number);
  }
  return {
    name: `mistake search of a noisy 200 KB paste, intake and both readings, nothing found, median, Chromium workers, against ${count} bare HMAC-SHA256 of the same bytes in ${workers} worker${workers > 1 ? 's' : ''}`,
    value: median(results.slice(1).map((result) => result.ms)),
    baseline: median(bare.slice(1)),
    unit: 'ms',
    budget: { limit: 3, kind: 'max', on: 'ratio' },
    note: `${count} candidates, ${runs} runs`,
  };
}
