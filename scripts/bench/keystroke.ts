// Keystroke in the body editor → new X-Sign painted, in the real Request view with the real
// Monaco, against a bare Monaco page that mirrors each change into the DOM. Both pages are open
// at once and typed into in alternating blocks, so load on the machine hits both alike.
import type { Browser, Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { KEYSTROKE_PROBE } from './browser.ts';
import { p95, type Figure } from './figures.ts';

const PARTS = { merchantId: 'M100001', timestamp: '1700000000', nonce: 'benchnonce000001' };
const SECRET = 'bench_test_secret';

/** A JSON order body of about `bytes` bytes, pretty-printed like a body pasted from a ticket. */
export function orderBody(bytes: number): string {
  const order: Record<string, unknown> = {
    merchant_order_no: 'ORD-20231114-0001',
    payment_method: 'CARD',
    trans_amount: { currency: 'USD', value: '10.00' },
  };
  const notes: string[] = [];
  order['notes'] = notes;
  while (JSON.stringify(order, null, 2).length < bytes) notes.push(`line ${notes.length} of notes`);
  return JSON.stringify(order, null, 2);
}

function expectedSign(body: string): string {
  const text = `${PARTS.merchantId}\n${PARTS.timestamp}\n${PARTS.nonce}\n${body}`;
  return createHmac('sha256', SECRET).update(text, 'utf8').digest('hex');
}

async function openProduct(browser: Browser, origin: string, body: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1400, height: 900 } })
  ).newPage();
  await page.addInitScript(KEYSTROKE_PROBE);
  await page.goto(`${origin}/`);
  await page.getByLabel('Merchant ID', { exact: true }).fill(PARTS.merchantId);
  await page.getByLabel('Timestamp', { exact: true }).fill(PARTS.timestamp);
  await page.getByLabel('Nonce', { exact: true }).fill(PARTS.nonce);
  await page.getByLabel('Test API secret', { exact: true }).fill(SECRET);
  await page.getByRole('textbox', { name: 'Raw body', exact: true }).waitFor();
  await page.getByLabel('Body file').setInputFiles({
    name: 'body.json',
    mimeType: 'application/json',
    buffer: Buffer.from(body),
  });
  await page
    .getByTestId('signature')
    .filter({ hasText: expectedSign(body) })
    .waitFor();
  return page;
}

async function openBaseline(browser: Browser, origin: string, body: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1400, height: 900 } })
  ).newPage();
  await page.addInitScript(KEYSTROKE_PROBE);
  await page.goto(`${origin}/monaco-mirror.html`);
  await page.getByRole('textbox', { name: 'Raw body', exact: true }).waitFor({ state: 'attached' });
  await page.evaluate(`window.benchSetBody(${JSON.stringify(body)})`);
  await page
    .locator('#mirror')
    .filter({ hasText: String(body.length) })
    .waitFor();
  return page;
}

/** The line a user types into: the middle of the body, so the edit is neither its end nor its start. */
const middleLine = (body: string) => Math.ceil(body.split('\n').length / 2);

/**
 * Puts the caret at the end of the body's middle line, as a user going there with Monaco's Go
 * to Line (Ctrl+G) and End: what is typed lands halfway through the body, so whatever the
 * product redoes from the edit point on is measured over half the body.
 */
async function focusMiddle(page: Page, body: string) {
  await page.getByRole('textbox', { name: 'Raw body', exact: true }).focus();
  await page.keyboard.press('Control+G');
  await page.keyboard.type(String(middleLine(body)));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
}

/** The body once `keys` are typed at the end of its middle line. */
function typedIntoMiddle(body: string, keys: string): string {
  const lines = body.split('\n');
  const index = middleLine(body) - 1;
  lines[index] += keys;
  return lines.join('\n');
}

async function typeTimed(page: Page, selector: string, keys: string): Promise<number[]> {
  const times: number[] = [];
  for (const key of keys) {
    await page.evaluate(`window.benchArm(${JSON.stringify(selector)})`);
    await page.keyboard.press(key);
    times.push((await page.evaluate('window.benchDone')) as number);
  }
  return times;
}

export async function keystrokeFigure(
  browser: Browser,
  origins: { product: string; bench: string },
  bytes: number,
  rounds: number,
  perRound: number,
): Promise<Figure> {
  const body = orderBody(bytes);
  const product = await openProduct(browser, origins.product, body);
  const baseline = await openBaseline(browser, origins.bench, body);
  await focusMiddle(product, body);
  await focusMiddle(baseline, body);
  const keys = '0123456789'.repeat(Math.ceil(perRound / 10)).slice(0, perRound);
  // One block each first, not counted: it warms both pages' code paths.
  await typeTimed(product, '[data-testid="signature"]', keys.slice(0, 5));
  await typeTimed(baseline, '#mirror', keys.slice(0, 5));
  const ours: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    ours.push(...(await typeTimed(product, '[data-testid="signature"]', keys)));
    bare.push(...(await typeTimed(baseline, '#mirror', keys)));
  }
  // The sign on screen must be the sign of what was typed, checked with node:crypto.
  const typed = typedIntoMiddle(body, keys.slice(0, 5) + keys.repeat(rounds));
  await product
    .getByTestId('signature')
    .filter({ hasText: expectedSign(typed) })
    .waitFor({ timeout: 10_000 });
  await product.context().close();
  await baseline.context().close();
  const size = bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes / 1000} KB`;
  return {
    name: `keystroke → new X-Sign painted, p95, ${size} body typed into halfway, vs bare Monaco mirror`,
    value: p95(ours),
    baseline: p95(bare),
    unit: 'ms',
    budget: { limit: bytes >= 1_000_000 ? 2.0 : 1.3, kind: 'max', on: 'ratio' },
    note: `${ours.length} keys each`,
  };
}
