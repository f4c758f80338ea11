import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';

// The environment settings every view shares: base URLs, the proxy, secrets and fingerprints.

test('production has no base URL until one is set, and says so', async ({ requestPage, page }) => {
  await requestPage.open();
  await page.getByRole('radio', { name: 'Production' }).check();
  await expect(requestPage.sendButton).toBeDisabled();
  await expect(page.getByText('No base URL is set for this environment')).toBeVisible();
});

test('a production base URL the console cannot reach is said at the field, before any Send', async ({
  page,
  requestPage,
  startConsole,
}) => {
  const consoleUrl = await startConsole({ production: 'https://pay.example.com/gw' });
  await page.goto(consoleUrl);
  await page.getByRole('radio', { name: 'Production' }).check();
  const field = page.getByLabel('Production base URL', { exact: true });
  await expect(field).toHaveValue('https://pay.example.com/gw');
  const unreachable = page.getByTestId('settings.base-url-unreachable');
  await expect(unreachable).toHaveCount(0);
  await field.fill('https://elsewhere.example.net');
  await expect(unreachable).toHaveText(
    "This console's proxy forwards production queries only to https://pay.example.com/gw: use that base URL, or start the console with CONSOLE_PRODUCTION_BASE_URL=https://elsewhere.example.net.",
  );
  await expect(requestPage.sendButton).toBeVisible();
});

test('with no production target, the field names the variable to start the console with', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  await page.getByRole('radio', { name: 'Production' }).check();
  await page.getByLabel('Production base URL', { exact: true }).fill('https://pay.example.com');
  await expect(page.getByTestId('settings.base-url-unreachable')).toContainText(
    'start the console with CONSOLE_PRODUCTION_BASE_URL=https://pay.example.com',
  );
});

test('each secret shows its one-way fingerprint, never the secret', async ({
  requestPage,
  page,
}) => {
  await requestPage.open();
  await requestPage.fill({ 'Production API secret': 'prod_sk_fingerprint' });
  const expected = createHmac('sha256', 'prod_sk_fingerprint')
    .update('signing-console key fingerprint v1')
    .digest('hex')
    .slice(0, 8);
  await expect(page.getByTestId('ui.fingerprint-Production API secret')).toHaveText(
    `${expected.slice(0, 4)}-${expected.slice(4)}`,
  );
  await expect(page.getByText('prod_sk_fingerprint')).toHaveCount(0);
});

test("a configured remote environment is reached through the console's proxy", async ({
  page,
  requestPage,
  startSandbox,
  startConsole,
}) => {
  // A sandbox on another origin plays the remote test environment; it is the proxy's only target.
  const remote = await startSandbox();
  const consoleUrl = await startConsole({ test: remote });
  await page.goto(consoleUrl);
  await expect(page.getByLabel('Test base URL')).toHaveValue(remote);
  await expect(requestPage.sendTarget).toContainText("through this console's proxy");
  const sent = page.waitForRequest('**/_console/proxy/test/api/v1/payments/query');
  await requestPage.sendButton.click();
  expect(new URL((await sent).url()).origin).toBe(new URL(consoleUrl).origin);
  await expect(requestPage.verdict).toHaveText('VERIFIED');
  await expect(requestPage.codeExplanation).toContainText('Success');
});

test('secrets are kept in memory only, unless the user asks to remember them', async ({
  requestPage,
  page,
}) => {
  await requestPage.open();
  await requestPage.fill({ 'Production API secret': 'prod_sk_not_stored', 'Merchant ID': 'M777' });
  const stored = () => page.evaluate(() => JSON.stringify(window.localStorage));
  await expect.poll(stored).toContain('M777');
  expect(await stored()).not.toContain('prod_sk_not_stored');
  await page.reload();
  await expect(requestPage.field('Merchant ID')).toHaveValue('M777');
  await expect(requestPage.field('Production API secret')).toHaveValue('');

  await requestPage.fill({ 'Production API secret': 'prod_sk_remembered' });
  await page.getByLabel('Remember secrets on this device').check();
  await page.reload();
  await expect(requestPage.field('Production API secret')).toHaveValue('prod_sk_remembered');
});
