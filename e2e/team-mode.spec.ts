import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOKEN_REQUIRED } from '../src/server/console/team/team-gate.ts';
import { expect, test } from './support/fixtures.ts';

// A console shared by a team (docs/team.md), tried as a team would: one colleague signed in by
// the link the server prints, one who was never given it; and a receiver on another port of
// the server's own machine, refused in team mode and graded on a developer's own console.

const TOKEN = 'e2e-team-token-5c1f0a9d7b';

/** A webhook receiver on 127.0.0.1 that counts what reaches it and accepts everything. */
async function startCountingReceiver(): Promise<{ url: string; hits: () => number } & Server> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://127.0.0.1:${port}/hook`, hits: () => hits });
}

test('a team console: the colleague with the sign-in link works, the other gets one sentence', async ({
  page,
  browser,
  requestPage,
  sandboxPage,
  startConsole,
}) => {
  const consoleUrl = await startConsole({}, { team: { token: TOKEN } });
  const port = new URL(consoleUrl).port;
  const receiver = await startCountingReceiver();
  try {
    const stranger = await browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      const refused = await strangerPage.goto(consoleUrl);
      expect(refused?.status()).toBe(401);
      await expect(strangerPage.locator('body')).toHaveText(TOKEN_REQUIRED);
      const api = await strangerPage.request.get(`${consoleUrl}sandbox/_sandbox/info`);
      expect(api.status()).toBe(401);
      // Following a link from another site, loaded once more from this one: still the sentence.
      await strangerPage.goto(`http://localhost:${port}/sandbox/api/v1/payments/query`);
      await strangerPage.setContent(`<a href="${consoleUrl}#/sandbox">Open the console</a>`);
      await strangerPage.getByRole('link', { name: 'Open the console' }).click();
      await expect(strangerPage).toHaveURL(`${consoleUrl}?again=1#/sandbox`);
      await expect(strangerPage.locator('body')).toHaveText(TOKEN_REQUIRED);
    } finally {
      await stranger.close();
    }

    await page.goto(`${consoleUrl}?token=${TOKEN}`);
    await expect(page).toHaveURL(consoleUrl);
    await requestPage.bodyEditor.waitFor();
    await requestPage.sendButton.click();
    await expect(requestPage.verdict).toHaveText('VERIFIED');

    // A link from another site (a chat, here a page on localhost) carries no Strict cookie; the
    // console loads itself once more from its own site and the signed-in colleague arrives.
    await page.goto(`http://localhost:${port}/sandbox/api/v1/payments/query`);
    await page.setContent(`<a href="${consoleUrl}#/sandbox">Open the console</a>`);
    await page.getByRole('link', { name: 'Open the console' }).click();
    await expect(page).toHaveURL(`${consoleUrl}#/sandbox`);
    // A link that already carries the load-again marker (copied from an address bar) converges too.
    await page.goto(`http://localhost:${port}/sandbox/api/v1/payments/query`);
    await page.setContent(`<a href="${consoleUrl}?again=1#/sandbox">Open the console</a>`);
    await page.getByRole('link', { name: 'Open the console' }).click();
    await expect(page).toHaveURL(`${consoleUrl}#/sandbox`);
    await sandboxPage.tab('Traffic').waitFor();

    // The sandbox's own webhook reaches the team's inbox, verified: its delivery proves itself.
    await sandboxPage.tab('Webhooks').click();
    await sandboxPage
      .orderRow('ORD-20231114-0001')
      .getByRole('button', { name: 'Send test webhook' })
      .click();
    await expect(sandboxPage.deliveryRows.first()).toContainText('delivered: 200');
    await expect(sandboxPage.inboxRows.first()).toHaveAttribute('data-verified', 'true');

    await sandboxPage.tab('Receiver check').click();
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Run check' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'loopback' })).toBeVisible();
    expect(receiver.hits()).toBe(0);

    // Signing out from the page's own origin ends this browser's session on the server.
    const signedOut = await page.evaluate(async () => {
      const answer = await fetch('/_console/sign-out', { method: 'POST' });
      return answer.status;
    });
    expect(signedOut).toBe(200);
    const after = await page.reload();
    expect(after?.status()).toBe(401);
    await expect(page.locator('body')).toHaveText(TOKEN_REQUIRED);
  } finally {
    receiver.closeAllConnections();
    await new Promise((done) => receiver.close(done));
  }
});

test("a developer's own console grades the receiver on localhost as before", async ({
  page,
  sandboxPage,
  startConsole,
}) => {
  const consoleUrl = await startConsole({});
  const receiver = await startCountingReceiver();
  try {
    await sandboxPage.open(consoleUrl);
    await sandboxPage.tab('Receiver check').click();
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Run check' }).click();
    await expect(sandboxPage.receiverSummary).toBeVisible();
    expect(receiver.hits()).toBeGreaterThan(0);
  } finally {
    receiver.closeAllConnections();
    await new Promise((done) => receiver.close(done));
  }
});
