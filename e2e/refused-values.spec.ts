import { expect, test } from './support/fixtures.ts';

// A header value holds no control character and a base URL no template (docs/api-clients.md,
// "What no export can do"): a share link cannot split a header in Copy as curl, and a base URL
// that would put api_secret into the address is refused at the field, with no export offered.

const SPLIT_MERCHANT = 'M100001\r\nX-Evil: 1';

test('a share link whose merchant ID holds CR LF is refused, says why, and Copy as curl has no header of its own for it', async ({
  page,
  requestPage,
  sharedCasePage: shared,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await requestPage.open();
  await shared.open({
    kind: 'request',
    env: 'test',
    merchant_id: SPLIT_MERCHANT,
    timestamp: '1732170000',
    nonce: 'their-nonce-00000001',
    raw_body: '{"merchant_order_no":"ORD-1"}',
  });
  await expect(shared.banner).toContainText(
    'merchant_id holds a carriage return (CR) at character 8',
  );

  await page.getByRole('link', { name: 'Request' }).click();
  await expect(requestPage.field('Merchant ID')).not.toHaveValue(/X-Evil/);
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).not.toContain('X-Evil');
  expect(command).not.toContain('\r');
  const headers = [...command.matchAll(/-H '([^:']*):/g)].map((match) => match[1]);
  expect(headers).toEqual(['Content-Type', 'X-MerchantID', 'X-Timestamp', 'X-Nonce', 'X-Sign']);
});

test('the base URL field refuses one holding {{api_secret}} with its message, and no export or curl is offered with it', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  await expect(page.getByRole('button', { name: 'Download Postman collection' })).toBeVisible();
  const field = requestPage.field('Test base URL');
  await field.fill('http://127.0.0.1:1/{{api_secret}}');

  const error = page.getByTestId('settings.base-url-error');
  await expect(error).toContainText('holds "{{", template or script syntax');
  await expect(error).toContainText('https://pay.example.com');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('request.send-blocker')).toContainText('holds "{{"');
  await expect(requestPage.sendButton).toBeDisabled();
  for (const name of [
    'Download Postman collection',
    'Download Bruno collection',
    'Download .http file',
    'Copy as curl',
  ]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(requestPage.sendTarget).toHaveText('');
});
