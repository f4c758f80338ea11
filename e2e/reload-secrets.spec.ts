import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { nowSeconds, rawHttpRequest, signCase } from './support/cases.ts';

// A reload gives back what the user typed, or asks for it: it never swaps another secret in.

const DEMO_SECRET = 'test_sk_4f9a2c7e1b3d';
const OWN_SECRET = 'test_sk_my_own_key_81c3';

/** Reloads, then waits until the server's announcement has arrived and been rendered. */
async function reloadSettled(page: Page) {
  const announced = page.waitForResponse((r) => r.url().endsWith('/_console/environments'));
  await page.reload();
  await announced;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('an own test secret not remembered comes back empty after a reload, asking for it', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  const secret = requestPage.field('Test API secret');
  await expect(secret).toHaveValue(DEMO_SECRET);
  await secret.fill(OWN_SECRET);
  await reloadSettled(page);
  await expect(secret).toHaveValue('');
  await expect(page.getByText('Enter your Test API secret to sign.')).toBeVisible();
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(kept).not.toContain(OWN_SECRET);
});

test('an own test secret the user chose to remember comes back as typed', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  await requestPage.field('Test API secret').fill(OWN_SECRET);
  await page.getByLabel('Remember secrets on this device').check();
  await reloadSettled(page);
  await expect(requestPage.field('Test API secret')).toHaveValue(OWN_SECRET);
});

test("Verify's paste box survives a reload with its fields, in this tab's storage only", async ({
  page,
  verifyPage,
}) => {
  const ticket = rawHttpRequest(
    signCase({
      merchantId: 'M100001',
      timestamp: nowSeconds(),
      nonce: 'kept-paste-nonce-42',
      body: '{"merchant_order_no":"ORD-KEEP-PASTE"}',
    }),
  );
  await verifyPage.open();
  await verifyPage.paste(ticket);
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await page.reload();
  await expect(verifyPage.field('Nonce')).toHaveValue('kept-paste-nonce-42');
  await expect(verifyPage.pasteArea).toHaveValue(ticket.replace(/\r\n/g, '\n'));
  const session = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(session).toContain('kept-paste-nonce-42');
  expect(session).not.toContain(DEMO_SECRET);
  const local = await page.evaluate(() => JSON.stringify(localStorage));
  expect(local).not.toContain('kept-paste-nonce-42');
});
