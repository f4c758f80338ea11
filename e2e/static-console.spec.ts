import { fileURLToPath } from 'node:url';
import { nowSeconds, signCase } from './support/cases.ts';
import { expect, test as base } from './support/fixtures.ts';
import { startStaticHost } from './support/static-host.ts';

// The production build served by a plain static file server at a sub-path, with no console
// server behind it: the sandbox runs inside the page (docs/hosting.md). The fixtures hold every
// test to the console's policy and to requests that stay on this machine; these tests also hold
// the page to its own origin.

const PREFIX = '/tools/signing-console/';
const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

const test = base.extend<{ staticUrl: string }>({
  staticUrl: async ({ page, requestedUrls }, use) => {
    const host = await startStaticHost(distDir, PREFIX);
    await use(host.url);
    const origin = new URL(host.url).origin;
    const elsewhere = requestedUrls.filter(
      (url) => !url.startsWith(origin) && !/^(data|blob):/.test(url),
    );
    expect(elsewhere, 'requests to another origin').toEqual([]);
    await page.close();
    await host.close();
  },
});

test('Send goes to the in-page sandbox, named so, and its signed answer verifies', async ({
  staticUrl,
  requestPage,
  page,
}) => {
  await page.goto(staticUrl);
  await requestPage.bodyEditor.waitFor();
  await expect(requestPage.sendTarget).toContainText('In-page sandbox');
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await expect(requestPage.codeExplanation).toContainText('Success');
});

test('the Sandbox view lists what the page sent, says what needs a server, and a test webhook reaches the in-page inbox verified', async ({
  staticUrl,
  requestPage,
  sandboxPage,
  verifyPage,
  page,
}) => {
  await sandboxPage.open(staticUrl);
  await expect(page.getByTestId('sandbox.traffic-empty')).toContainText(
    'npx signing-console-sandbox',
  );

  await page.goto(staticUrl);
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  // The same document: the in-page sandbox keeps its state while the page is open.
  await page.goto(`${staticUrl}#/sandbox`);
  await expect(sandboxPage.trafficRows).toHaveCount(1);
  await expect(sandboxPage.trafficRows.first()).toContainText('ORD-20231114-0001');

  await sandboxPage.tab('Webhooks').click();
  await expect(page.getByTestId('ui.needs-server')).toContainText('your own receiver');
  await sandboxPage
    .orderRow('ORD-20231114-0001')
    .getByRole('button', { name: 'Send test webhook' })
    .click();
  await expect(sandboxPage.deliveryRows.first()).toContainText('delivered: 200');
  const received = sandboxPage.inboxRows.first();
  await expect(received).toHaveAttribute('data-verified', 'true');
  await received.getByRole('button', { name: 'Open in Verify' }).click();
  await expect(page.getByRole('radio', { name: 'Webhook' })).toBeChecked();
  await verifyPage.field('Test API secret').fill(TEST_SECRET);
  await expect(verifyPage.verdict).toHaveText('MATCH');

  await page.goto(`${staticUrl}#/sandbox`);
  await sandboxPage.tab('Receiver check').click();
  await expect(page.getByTestId('ui.needs-server')).toContainText('npm start');
});

test('a share link opens in Verify on the static console, and the typed secret gives the diagnosis', async ({
  staticUrl,
  page,
}) => {
  const signed = signCase(
    {
      merchantId: 'M100001',
      timestamp: nowSeconds(),
      nonce: 'static-share-0001',
      body: '{"merchant_order_no":"ORD-STATIC"}',
    },
    TEST_SECRET,
    '\r\n',
  );
  const shared = {
    kind: 'request',
    env: 'test',
    merchant_id: signed.merchantId,
    timestamp: signed.timestamp,
    nonce: signed.nonce,
    raw_body: signed.body,
    received_sign: signed.sign,
  };
  await page.goto(`${staticUrl}#case=${Buffer.from(JSON.stringify(shared)).toString('base64url')}`);
  const secret = page.getByLabel('Test API secret', { exact: true });
  await secret.fill(TEST_SECRET);
  await expect(page.getByTestId('verdict').first()).toHaveText('MISMATCH');
  await expect(page.getByTestId('diagnosis').first()).toHaveAttribute(
    'data-cause',
    'CRLF_SEPARATORS',
  );
});

test("Learn's send-query lesson is graded from the in-page sandbox, Break it included", async ({
  staticUrl,
  learnPage,
  page,
}) => {
  await learnPage.open(staticUrl.replace(/\/$/, ''));
  await learnPage.openLesson('send-query');
  await learnPage.field('Query body').fill('{"merchant_order_no":"ORD-20231114-0001"}');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('learn.answer')).toContainText('VERIFIED');
  await expect(learnPage.lesson('send-query')).toHaveAttribute('data-state', 'done');

  await learnPage.field('Mistake').selectOption({ label: 'CR LF separators' });
  await page.getByRole('button', { name: 'Send with this mistake' }).click();
  await expect(page.getByTestId('learn.break-sandbox')).toContainText('HTTP 401, code 1003');

  await learnPage.openLesson('your-own-code');
  await expect(page.getByTestId('ui.needs-server')).toContainText('npx signing-console-sandbox');
});

test('History keeps a query sent to the in-page sandbox across a reload', async ({
  staticUrl,
  requestPage,
  workspacePage,
  page,
}) => {
  await page.goto(staticUrl);
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await page.goto(`${staticUrl}#/history`);
  await expect(workspacePage.historyEntries).toHaveCount(1);
  await page.reload();
  await expect(workspacePage.historyEntries).toHaveCount(1);
  await expect(workspacePage.historyEntries.first()).toContainText('VERIFIED');
});

test('after the first load, an offline reload still opens every view and sends to the in-page sandbox', async ({
  staticUrl,
  requestPage,
  page,
  context,
}) => {
  await page.goto(staticUrl);
  await requestPage.bodyEditor.waitFor();
  // The build's files are held once the service worker is active (its install caches them all).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await requestPage.bodyEditor.waitFor();
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await page.goto(`${staticUrl}#/verify`);
  await expect(page.getByLabel('Test API secret', { exact: true })).toBeVisible();
  await page.goto(`${staticUrl}#/learn`);
  await expect(page.getByTestId('lesson').first()).toBeVisible();
  await context.setOffline(false);
});

test("the in-page sandbox's faults and nonce memory answer Learn's error-code and replay lessons", async ({
  staticUrl,
  learnPage,
  page,
}) => {
  await learnPage.open(staticUrl.replace(/\/$/, ''));
  await learnPage.openLesson('error-codes');
  await page.getByRole('button', { name: 'Produce the five answers' }).click();
  const rows = page.getByTestId('learn.error-row');
  // 2006 and 5008 come from the sandbox's one-shot faults (docs/sandbox.md).
  for (const code of ['1003', '2006', '5008']) {
    await expect(rows.filter({ hasText: `code ${code}` })).toHaveCount(1);
  }

  await learnPage.openLesson('replay-and-clock');
  await page.getByRole('button', { name: 'Send a fresh query' }).click();
  await expect(page.getByTestId('learn.step-original')).toContainText('HTTP 200');
  await page.getByRole('button', { name: 'Replay it, byte for byte' }).click();
  await expect(page.getByTestId('learn.step-replay')).toContainText('HTTP 401, code 1004');
});
