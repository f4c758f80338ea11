import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';

// The Sandbox view: a program outside the browser calls the console's embedded sandbox, and the
// console shows the traffic, the webhooks and the receiver check, opening cases in Verify.

const MERCHANT = 'M100001';
const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';

/**
 * A webhook receiver written here: it checks the four headers, the merchant and X-Sign (lowercased,
 * spec 5.3) over the raw bytes, but keeps no clock window and no nonce memory.
 */
async function startReceiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
      const [merchantId, timestamp, nonce, sign] = [
        'X-MerchantID',
        'X-Timestamp',
        'X-Nonce',
        'X-Sign',
      ].map(header);
      const raw = Buffer.concat(chunks);
      const expected = createHmac('sha256', TEST_SECRET)
        .update(Buffer.concat([Buffer.from(`${merchantId}\n${timestamp}\n${nonce}\n`), raw]))
        .digest('hex');
      const ok =
        merchantId === MERCHANT && timestamp && nonce && sign && sign.toLowerCase() === expected;
      response.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
      response.end(ok ? '{"received":true}' : '{"error":"bad signature"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks`, server };
}

test('a CR LF request from outside appears in Traffic diagnosed, and opens in Verify with the same cause', async ({
  ownConsoleUrl: consoleUrl,
  sandboxPage,
  verifyPage,
  page,
}) => {
  await sandboxPage.open(consoleUrl);
  await expect(page.getByTestId('sandbox.traffic-empty')).toContainText(`${consoleUrl}/sandbox`);
  await expect(page.getByTestId('sandbox.traffic-empty')).toContainText(MERCHANT);

  // Signed by a client outside with CR LF between the parts (a spec 5.5 mistake).
  const sent = await sandboxPage.sendQuery({ separator: '\r\n' });
  expect(sent.status).toBe(401);

  const { row } = sent;
  await expect(row.getByTestId('sandbox.traffic-verdict')).toHaveText(
    'refused: 401, code 1003 Signature verification failed',
  );
  await expect(row.getByTestId('sandbox.diagnosis')).toHaveAttribute(
    'data-cause',
    'CRLF_SEPARATORS',
  );

  await sandboxPage.openInVerify(row);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verifyPage.field('Nonce')).toHaveValue(sent.nonce);
  await expect(verifyPage.field('Received X-Sign')).toHaveValue(sent.sign);
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
});

test('a test webhook sent to the inbox is verified there and opens in Verify with MATCH', async ({
  startConsole,
  sandboxPage,
  verifyPage,
  page,
}) => {
  const consoleUrl = await startConsole({});
  await sandboxPage.openTab('Webhooks', consoleUrl);
  await sandboxPage
    .orderRow('ORD-20231114-0001')
    .getByRole('button', { name: 'Send test webhook' })
    .click();

  await expect(sandboxPage.deliveryRows.first()).toContainText('delivered: 200');
  const received = sandboxPage.inboxRows.first();
  await expect(received).toHaveAttribute('data-verified', 'true');
  await expect(received).toContainText('ORD-20231114-0001');

  await received.getByRole('button', { name: 'Open in Verify' }).click();
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(page.getByRole('radio', { name: 'Webhook' })).toBeChecked();
  await verifyPage.field('Test API secret').fill(TEST_SECRET);
  await expect(verifyPage.verdict).toHaveText('MATCH');
});

test('the receiver check grades a receiver written in the test, advisory checks marked', async ({
  startConsole,
  sandboxPage,
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const consoleUrl = await startConsole({});
    await sandboxPage.openTab('Receiver check', consoleUrl);
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Run check' }).click();

    // It refuses every forgery but keeps no clock window and no replay memory: the three
    // advisory checks fail, the eight required ones pass, so the verdict is a pass.
    await expect(sandboxPage.receiverSummary).toHaveText(
      'Your receiver passes: all 8 required checks of spec 5.3 passed.',
    );
    await expect(sandboxPage.receiverSummary).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('sandbox.receiver-advisory')).toHaveText(
      'Advisory, where the spec leaves the choice to you: 0 of 3 passed.',
    );
    const advisory = page.getByRole('list', { name: 'Advisory checks' });
    await expect(advisory.getByTestId('sandbox.receiver-check')).toHaveCount(3);
    await expect(sandboxPage.check('valid delivery')).toHaveAttribute('data-pass', 'true');
    await expect(sandboxPage.check('CR LF separators')).toHaveAttribute('data-pass', 'true');
    const replay = sandboxPage.check('replayed nonce');
    await expect(replay).toHaveAttribute('data-pass', 'false');
    await expect(replay).toHaveAttribute('data-advisory', 'true');
    await expect(replay).toContainText('advisory');
    // A replay's signature is valid: the advice is to remember nonces, not to verify.
    await expect(replay).toContainText('remember each X-Nonce (or notification_id)');
    await expect(replay).not.toContainText('verify X-Sign');
    // Advice is not failure: the advisory checks say "not met", in the warning colour, not red.
    await expect(
      sandboxPage.receiverChecks.filter({ has: page.getByText('not met', { exact: true }) }),
    ).toHaveCount(3);
    await expect(
      sandboxPage.receiverChecks.filter({ has: page.getByText('fail', { exact: true }) }),
    ).toHaveCount(0);
    const colours = await replay.evaluate((row) => {
      const token = (name: string) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        row.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      return {
        row: getComputedStyle(row).borderLeftColor,
        warn: token('--warn'),
        bad: token('--bad'),
      };
    });
    expect(colours.row).toBe(colours.warn);
    expect(colours.row).not.toBe(colours.bad);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});

test('the tabs follow the arrow keys', async ({ sandboxPage, page }) => {
  await sandboxPage.open();
  await sandboxPage.tab('Traffic').focus();
  await page.keyboard.press('ArrowRight');
  await expect(sandboxPage.tab('Webhooks')).toHaveAttribute('aria-selected', 'true');
  await expect(sandboxPage.tab('Webhooks')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(sandboxPage.tab('Receiver check')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Run check' })).toBeVisible();
});

test('a test environment elsewhere is said plainly instead of showing empty traffic', async ({
  sandboxPage,
  page,
}) => {
  await sandboxPage.open();
  await page.getByLabel('Test base URL').fill('https://api-test.example.com');
  await expect(page.getByTestId('sandbox.elsewhere')).toContainText('https://api-test.example.com');
  await expect(page.getByRole('tab', { name: 'Traffic' })).toHaveCount(0);
});
