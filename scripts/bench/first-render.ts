// Share link opened → expected sign visible, the secret typed as soon as its field exists (the
// page tells the bench when it does), against a bare Vite + React page's first render; each run
// in a fresh context (cold cache), product and baseline alternating. Also the initial
// JavaScript (gzip) of both builds.
import type { Browser } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstPaintProbe } from './browser.ts';
import { median, type Figure } from './figures.ts';
import { firstLoadFiles } from './page-files.ts';

const SECRET = 'bench_shared_secret';
const CASE = {
  kind: 'request',
  env: 'test',
  merchant_id: 'M100001',
  timestamp: '1700000000',
  nonce: 'sharednonce00001',
  raw_body: '{"merchant_order_no":"ORD-20231114-0001"}',
  received_sign: '0f'.repeat(32),
};

function expectedSign(): string {
  const text = `${CASE.merchant_id}\n${CASE.timestamp}\n${CASE.nonce}\n${CASE.raw_body}`;
  return createHmac('sha256', SECRET).update(text, 'utf8').digest('hex');
}

/**
 * Page-side: calls the `benchFieldSeen` binding as soon as a field labelled `label` is in the
 * document. Playwright's own wait for a locator polls with growing pauses (0, 20, 50, 100, 100,
 * then 500 ms), so a field that appears between two polls would be typed into up to half a
 * second after it exists; and its first selector call in a new page injects Playwright's own
 * script, which no user's browser runs. So the bench hears from the page at once. When the field
 * does not have the cursor already (the console gives it to the secret a shared case needs, and
 * never to a secret already there), the user clicks it and selects what it holds: the probe does
 * that in the page the moment the field exists, as an instant click would. A harness command
 * instead (an evaluate) is queued behind the page's first frame, where a click, an input event,
 * is not: it would time the harness, not the page. Then the bench types with the keyboard (CDP
 * input).
 */
function fieldSeenProbe(label: string): string {
  return `
(() => {
  window.benchField = () => [...document.querySelectorAll('label')].find(
    (element) => element.textContent === ${JSON.stringify(label)} && element.control,
  )?.control;
  const observer = new MutationObserver(() => {
    const control = window.benchField();
    if (!control) return;
    observer.disconnect();
    // Focus is given in the commit that inserts the field, before this observer runs.
    if (document.activeElement !== control) {
      control.focus();
      control.select();
    }
    window.benchFieldSeen();
  });
  observer.observe(document, { subtree: true, childList: true });
})();
`;
}

async function productRun(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const label = 'Test API secret';
  let seen: () => void = () => {};
  const fieldSeen = new Promise<void>((resolve, reject) => {
    seen = resolve;
    const never = new Error(`the field labelled "${label}" never appeared`);
    setTimeout(() => reject(never), 20_000).unref();
  });
  await page.exposeBinding('benchFieldSeen', () => seen());
  await page.addInitScript(firstPaintProbe('[data-testid="expected-sign"]', expectedSign()));
  await page.addInitScript(fieldSeenProbe(label));
  const link = `${origin}/#case=${Buffer.from(JSON.stringify(CASE)).toString('base64url')}`;
  await page.goto(link, { waitUntil: 'commit' });
  await fieldSeen;
  await page.keyboard.insertText(SECRET);
  await page.waitForFunction('window.benchFirstAt !== undefined', null, { timeout: 20_000 });
  const ms = (await page.evaluate('window.benchFirstAt')) as number;
  await context.close();
  return ms;
}

async function baselineRun(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(firstPaintProbe('[data-testid="bench.first-render"]', 'Vite + React'));
  await page.goto(`${origin}/bare-react.html`, { waitUntil: 'commit' });
  await page.waitForFunction('window.benchFirstAt !== undefined', null, { timeout: 20_000 });
  const ms = (await page.evaluate('window.benchFirstAt')) as number;
  await context.close();
  return ms;
}

export async function shareLinkFigure(
  browser: Browser,
  origins: { product: string; bench: string },
  runs: number,
): Promise<Figure> {
  await productRun(browser, origins.product);
  await baselineRun(browser, origins.bench);
  const ours: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < runs; run++) {
    ours.push(await productRun(browser, origins.product));
    bare.push(await baselineRun(browser, origins.bench));
  }
  return {
    name: 'share link opened → expected sign visible (secret typed), median, vs bare Vite + React first render',
    value: median(ours),
    baseline: median(bare),
    unit: 'ms',
    budget: { limit: 1.5, kind: 'max', on: 'ratio' },
    note: `${runs} cold runs each`,
  };
}

/** Gzip size of the scripts an HTML page loads before its first paint (entries + modulepreload). */
export function initialScriptKib(folder: string, html: string): number {
  const { scripts } = firstLoadFiles(readFileSync(join(folder, html), 'utf8'));
  return scripts
    .map((file) => file.replace(/^\.?\//, ''))
    .reduce((total, file) => total + gzipSync(readFileSync(join(folder, file))).length / 1024, 0);
}

export function initialScriptFigure(productDist: string, benchDist: string): Figure {
  return {
    name: 'initial JavaScript (gzip) vs bare Vite + React page',
    value: initialScriptKib(productDist, 'index.html'),
    baseline: initialScriptKib(benchDist, 'bare-react.html'),
    unit: 'KiB',
    budget: { limit: 1.3, kind: 'max', on: 'ratio' },
  };
}
