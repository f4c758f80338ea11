import { expect, test } from './support/fixtures.ts';

const SECRET = 'test_sk_4f9a2c7e1b3d';

test('a sent query is kept across a reload with no secret, and reopens', async ({
  requestPage,
  workspacePage,
  page,
}) => {
  await requestPage.open();
  // Typed, so the test knows exactly which secret must never be stored.
  await requestPage.fill({ 'Test API secret': SECRET });
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  const nonce = await requestPage.field('Nonce').inputValue();

  await page.goto('/#/history');
  await expect(workspacePage.historyEntries).toHaveCount(1);
  await page.reload();
  await expect(workspacePage.historyEntries).toHaveCount(1);
  await expect(workspacePage.historyEntries.first()).toContainText('ORD-20231114-0001');
  await expect(workspacePage.historyEntries.first()).toContainText('VERIFIED');

  const stored = await workspacePage.storedHistory();
  expect(stored).toContain(nonce);
  expect(stored).not.toContain(SECRET);

  await page.getByRole('searchbox', { name: 'Search history' }).fill('ORD-none');
  await expect(workspacePage.historyEntries).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search history' }).fill('ord-20231114 200');
  await expect(workspacePage.historyEntries).toHaveCount(1);

  await page.getByRole('button', { name: 'Verify response' }).click();
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(page.getByTestId('verdict')).toHaveText('MATCH');

  await page.goto('/#/history');
  await requestPage.field('Nonce').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Open in Request' }).click();
  await expect(page).toHaveURL(/#\/request$/);
  await expect(requestPage.field('Nonce')).toHaveValue(nonce);

  await page.goto('/#/history');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(workspacePage.historyEntries).toHaveCount(0);
  expect(await workspacePage.storedHistory()).toBe('[]');
});

test('production asks before sending: Escape cancels with nothing sent, Enter sends', async ({
  requestPage,
  workspacePage,
  startSandbox,
  startConsole,
  page,
}) => {
  const production = await startSandbox();
  // The page connects only to its own origin (CSP): production is reached through the proxy.
  await requestPage.open(await startConsole({ production }));
  await page.getByRole('radio', { name: 'Production' }).check();
  await expect(page.getByTestId('production-band')).toContainText('PRODUCTION');
  await requestPage.fill({
    'Production API secret': 'prod_sk_9c1e5b7a3d2f',
  });
  await expect(page.getByLabel('Production base URL', { exact: true })).toHaveValue(production);
  const proxied = '/_console/proxy/production/api/v1/payments/query';
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(proxied)) sent.push(request.url());
  });

  await requestPage.sendButton.click();
  await expect(workspacePage.productionDialog).toBeVisible();
  await expect(workspacePage.productionDialog).toContainText(
    `POST ${production}/api/v1/payments/query`,
  );
  await page.keyboard.press('Escape');
  await expect(workspacePage.productionDialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Response' })).toContainText('Send the query');
  expect(sent).toEqual([]);

  await requestPage.sendButton.click();
  await expect(workspacePage.productionDialog).toBeVisible();
  const request = page.waitForRequest(`**${proxied}`);
  await page.keyboard.press('Enter');
  await request;
  await expect(workspacePage.productionDialog).toBeHidden();
  await expect(requestPage.verdict).toBeVisible();
});

test('a verified refusal reads as a refusal first, and Delete and Delete all can be undone', async ({
  requestPage,
  workspacePage,
  page,
}) => {
  await requestPage.open();
  await requestPage.setBody('{"merchant_order_no":"ORD-NOT-HERE"}');
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await requestPage.setBody('{"merchant_order_no":"ORD-20231114-0001"}');
  await requestPage.sendButton.click();
  await expect(requestPage.responsePanel).toContainText('HTTP 200');

  await page.goto('/#/history');
  await expect(workspacePage.historyEntries).toHaveCount(2);
  const refused = workspacePage.historyEntries.filter({ hasText: 'ORD-NOT-HERE' });
  const outcome = refused.getByTestId('history.outcome');
  await expect(outcome).toHaveText('Refused');
  await expect(outcome).toHaveAttribute('data-accepted', 'false');
  // The outcome leads the row; the verified signature follows it and is not the headline.
  await expect(refused).toContainText(/Refused.*HTTP 404, code 4004.*signature VERIFIED/);
  // Times read as in every view: today's as the clock alone, the instant on hover.
  await expect(refused.locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(refused.locator('time')).toHaveAttribute('title', /^\d{4}-\d\d-\d\dT.*Z$/);
  const accepted = workspacePage.historyEntries.filter({ hasText: 'ORD-20231114-0001' });
  await expect(accepted.getByTestId('history.outcome')).toHaveText('Accepted');

  // Delete: gone at once, offered back; Undo restores it (and its storage).
  await refused.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(workspacePage.historyEntries).toHaveCount(1);
  const undo = page.getByTestId('history.undo');
  await expect(undo).toContainText('Deleted 1 entry.');
  await expect(undo.getByRole('button', { name: 'Undo' })).toBeFocused();
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(workspacePage.historyEntries).toHaveCount(2);
  await expect(undo).toHaveCount(0);
  expect(await workspacePage.storedHistory()).toContain('ORD-NOT-HERE');

  // Delete all: the same, for every entry.
  await page.getByRole('button', { name: 'Delete all' }).click();
  await expect(workspacePage.historyEntries).toHaveCount(0);
  await expect(undo).toContainText('Deleted 2 entries.');
  await page.keyboard.press('Enter');
  await expect(workspacePage.historyEntries).toHaveCount(2);

  // Dismissed, the delete stands.
  await page.getByRole('button', { name: 'Delete all' }).click();
  await undo.getByRole('button', { name: 'Dismiss' }).click();
  await expect(undo).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Nothing sent yet.')).toBeVisible();
});
