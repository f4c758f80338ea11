import { expect, test } from './support/fixtures.ts';

// Sandbox → Traffic → Open in Verify: the case arrives whole, and the page asks for nothing it has.

const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';

test('Open in Verify brings the Content-Type, asks for no secret that is there, and its note goes when leaving', async ({
  ownConsoleUrl,
  sandboxPage,
  verifyPage,
  page,
}) => {
  await sandboxPage.open(ownConsoleUrl);
  // A correctly signed query from a client outside, with its own Content-Type spelling.
  const sent = await sandboxPage.sendQuery({ contentType: 'application/json; charset=utf-8' });
  expect(sent.status).toBe(200);

  const { row } = sent;
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
  ownConsoleUrl,
}) => {
  await sandboxPage.open(ownConsoleUrl);
  await page.getByLabel('Test API secret', { exact: true }).fill('');
  const sent = await sandboxPage.sendQuery({ contentType: 'application/json; charset=utf-8' });
  await sandboxPage.openInVerify(sent.row);
  const note = page.getByRole('status').filter({ hasText: 'Opened a shared case' });
  await expect(note).toContainText('enter the Test API secret to check it');
  await verifyPage.field('Test API secret').fill(TEST_SECRET);
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(note).toContainText('Checked with the Test API secret in the settings');
});

test('Open in Verify never puts the case in the address, and Back returns to the Sandbox', async ({
  page,
  verifyPage,
  sandboxPage,
  ownConsoleUrl,
}) => {
  // Every address the page takes, recorded in the page itself: a body may hold a typed secret,
  // and an address is kept in the browser's history.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenAddresses: string[] }).seenAddresses = seen;
    window.addEventListener('hashchange', () => seen.push(window.location.href));
  });
  await sandboxPage.open(ownConsoleUrl);
  const sent = await sandboxPage.sendQuery({ contentType: 'application/json' });
  await sandboxPage.openInVerify(sent.row);
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(page).toHaveURL(/#\/verify$/);
  // The hashchange event is a task of its own, which may come after the verdict is drawn.
  const seen = () =>
    page.evaluate(() => (window as unknown as { seenAddresses: string[] }).seenAddresses);
  await expect.poll(async () => (await seen()).some((a) => a.endsWith('#/verify'))).toBe(true);
  expect((await seen()).filter((address) => address.includes('#case='))).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/#\/sandbox$/);
});
