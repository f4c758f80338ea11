import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { nowSeconds, rawHttpRequest, signCase } from './support/cases.ts';
import { SecretTrap } from './support/secret-trap.ts';

// A secret typed once and then every view used: it must reach no request, storage, URL, share
// link, download, clipboard copy or console line. The sandbox behind the console's proxy knows
// the same unique secret, so sends verify and every path is the successful one.
test('a typed secret leaves the browser through no view', async ({
  page,
  requestPage,
  verifyPage,
  snippetsPanel,
  workspacePage,
  learnPage,
  startSandbox,
  startConsole,
}) => {
  test.setTimeout(90_000);
  const secret = `sk_sweep_${randomBytes(8).toString('hex')}`;
  const sandboxUrl = await startSandbox((config) => ({
    ...config,
    merchants: config.merchants.map((merchant) => ({ ...merchant, testSecret: secret })),
  }));
  const consoleUrl = await startConsole({ test: sandboxUrl });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(consoleUrl).origin,
  });
  const trap = await SecretTrap.on(page);

  // Request: sign, send (through the proxy), copy the call, the code, a test vector.
  await requestPage.open(consoleUrl);
  // The merchant ID typed anew too: the user's own is persisted, so the trap sees localStorage.
  await requestPage.fill({ 'Test API secret': secret, 'Merchant ID': '' });
  await requestPage.fill({ 'Merchant ID': 'M100001' });
  await expect(requestPage.signature).toHaveText(/^[0-9a-f]{64}$/);
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await snippetsPanel.tab('Node.js').click();
  await (await snippetsPanel.download('Download Node.js snippet')).path();
  // The API-client text exports (the Bruno zip is compressed: api-clients.spec.ts unpacks it).
  await (await snippetsPanel.download('Download Postman collection')).path();
  await (await snippetsPanel.download('Download .http file')).path();
  await workspacePage.download('Download vector');

  // Verify: paste a call signed with the secret, diagnose a broken one, share and export.
  const parts = { merchantId: 'M100001', timestamp: nowSeconds(), nonce: 'sweep-nonce-0001' };
  const broken = signCase({ ...parts, body: '{"merchant_order_no":"X"}' }, secret, '\r\n');
  await verifyPage.open(consoleUrl);
  await verifyPage.paste(rawHttpRequest(broken));
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  await expect(verifyPage.shareLink).not.toHaveValue('');
  const link = await verifyPage.shareLink.inputValue();
  const shared = Buffer.from(link.split('#case=')[1] ?? '', 'base64url').toString('utf8');
  trap.note('share link', `${link} ${shared}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await workspacePage.download('Download failure log');

  // History and the Sandbox view, then a reload of each.
  await page.goto(`${consoleUrl}#/history`);
  await expect(workspacePage.historyEntries).toHaveCount(1);
  await page.goto(`${consoleUrl}#/sandbox`);
  await expect(page.getByRole('heading', { name: /Sandbox/ }).first()).toBeVisible();
  // Learn: a live query and a Break it send, both signed with the secret typed in the settings.
  await learnPage.open(consoleUrl.replace(/\/$/, ''));
  await learnPage.openLesson('send-query');
  await learnPage.field('Query body').fill('{"merchant_order_no":"ORD-20231114-0001"}');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('learn.answer')).toContainText('HTTP');
  await learnPage.field('Mistake').selectOption({ label: 'CR LF separators' });
  await page.getByRole('button', { name: 'Send with this mistake' }).click();
  await expect(page.getByTestId('learn.break-sandbox')).toContainText('HTTP');
  await page.reload();
  await page.goto(`${consoleUrl}#/request`);
  await requestPage.bodyEditor.waitFor();

  expect([...trap.kinds()]).toEqual(
    expect.arrayContaining(['request', 'download', 'clipboard', 'share', 'url']),
  );
  // The secret as typed, and as base64 or hex, which a careless encoder would produce.
  for (const form of [
    secret,
    Buffer.from(secret).toString('base64').replace(/=+$/, ''),
    Buffer.from(secret).toString('base64url'),
    Buffer.from(secret).toString('hex'),
  ]) {
    expect(await trap.placesHolding(form), form).toEqual([]);
  }
  // The trap does see what it looks through: the merchant ID, which is no secret, is everywhere.
  expect(await trap.placesHolding('M100001')).toEqual(
    expect.arrayContaining([
      'localStorage',
      'indexedDB signing-console/entries',
      'share link',
      'clipboard',
      'download failure-log-M100001.json',
    ]),
  );
});
