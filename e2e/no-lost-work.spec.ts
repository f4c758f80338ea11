import { expect, test } from './support/fixtures.ts';
import { nowSeconds, rawHttpRequest, signCase } from './support/cases.ts';

test('the body, timestamp and nonce being edited survive a reload', async ({
  requestPage,
  page,
}) => {
  const body = '{"merchant_order_no":"ORD-KEEP-ME-7","note":"typed before the reload"}';
  await requestPage.open();
  await requestPage.setBody(body);
  await requestPage.fill({ Timestamp: '1700000123', Nonce: 'kept-nonce-0001' });
  await expect(requestPage.stringToSign).toContainText('ORD-KEEP-ME-7');
  await page.reload();
  await requestPage.bodyEditor.waitFor();
  await expect(requestPage.stringToSign).toContainText('ORD-KEEP-ME-7');
  await expect(requestPage.field('Timestamp')).toHaveValue('1700000123');
  await expect(requestPage.field('Nonce')).toHaveValue('kept-nonce-0001');
  // The draft is kept per tab and holds no secret.
  const draft = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(draft).toContain('ORD-KEEP-ME-7');
  expect(draft).not.toContain('test_sk_4f9a2c7e1b3d');
});

test('the case being verified survives a reload, with no secret kept', async ({
  page,
  verifyPage,
}) => {
  const signed = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'kept-verify-nonce-01',
    body: '{"merchant_order_no":"ORD-KEEP-VERIFY"}',
  });
  await verifyPage.open();
  await verifyPage.paste(rawHttpRequest(signed));
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await page.reload();
  await expect(verifyPage.field('Nonce')).toHaveValue('kept-verify-nonce-01');
  await expect(verifyPage.verdict).toHaveText('MATCH');
  const draft = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(draft).toContain('ORD-KEEP-VERIFY');
  expect(draft).not.toContain('test_sk_4f9a2c7e1b3d');
});
