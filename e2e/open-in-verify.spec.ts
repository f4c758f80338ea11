import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';

// Sandbox → Traffic → Open in Verify: the case arrives whole, and the page asks for nothing it has.

const MERCHANT = 'M100001';
const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';
const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/** A correctly signed query from a client written here, with its own Content-Type spelling. */
async function sendSignedQuery(consoleUrl: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = `e2e-${randomBytes(9).toString('hex')}`;
  const sign = createHmac('sha256', TEST_SECRET)
    .update(`${MERCHANT}\n${timestamp}\n${nonce}\n${BODY}`)
    .digest('hex');
  const response = await fetch(`${consoleUrl}/sandbox/api/v1/payments/query`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-MerchantID': MERCHANT,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': sign,
    },
    body: BODY,
  });
  return { status: response.status, nonce };
}

test('Open in Verify brings the Content-Type, asks for no secret that is there, and its note goes when leaving', async ({
  startConsole,
  sandboxPage,
  verifyPage,
  page,
}) => {
  const consoleUrl = (await startConsole({})).replace(/\/+$/, '');
  await sandboxPage.open(consoleUrl);
  const sent = await sendSignedQuery(consoleUrl);
  expect(sent.status).toBe(200);

  const row = sandboxPage.trafficRow(sent.nonce);
  await sandboxPage.openInVerify(row);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verifyPage.field('Nonce')).toHaveValue(sent.nonce);
  await expect(verifyPage.field('Content-Type')).toHaveValue('application/json; charset=utf-8');
  await expect(verifyPage.verdict).toHaveText('MATCH');

  const note = page.getByRole('status').filter({ hasText: 'Opened a shared case' });
  await expect(note).toContainText('Checked with the Test API secret in the settings');
  await expect(note).not.toContainText('enter the');

  await page.getByRole('link', { name: 'Request' }).click();
  await expect(page).toHaveURL(/#\/request$/);
  await expect(note).toHaveCount(0);
  await page.getByRole('link', { name: 'Verify' }).click();
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(note).toHaveCount(0);
});

test('a shared case opened with an empty secret field asks for that secret', async ({
  page,
  verifyPage,
  sandboxPage,
  startConsole,
}) => {
  const consoleUrl = (await startConsole({})).replace(/\/+$/, '');
  await sandboxPage.open(consoleUrl);
  await page.getByLabel('Test API secret', { exact: true }).fill('');
  const sent = await sendSignedQuery(consoleUrl);
  await sandboxPage.openInVerify(sandboxPage.trafficRow(sent.nonce));
  const note = page.getByRole('status').filter({ hasText: 'Opened a shared case' });
  await expect(note).toContainText('enter the Test API secret to check it');
  await verifyPage.field('Test API secret').fill(TEST_SECRET);
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(note).toContainText('Checked with the Test API secret in the settings');
});
