import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// Tool copies through the real clipboard. Insomnia's Timeline is laid out as Insomnia 10.1.1's
// response-timeline-viewer.tsx writes it (a prefix per libcurl debug type, a blank line where the
// type changes, the response body replaced by "Received n B chunk"). Truths from node:crypto.

test('an Insomnia Timeline verifies its request, and the response headers are offered', async ({
  page,
}) => {
  const req = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-insomnia-req-3a7c9e1b',
    body: '{"merchant_order_no":"ORD-20261125-0042","note":"café"}',
  });
  const res = signCase({ ...req, nonce: 'e2e-insomnia-res-8f2d4b6a', body: '{"code":0}' });
  const timeline = [
    '* Preparing request to http://127.0.0.1:4010/api/v1/payments/query',
    `* Current time is ${new Date().toISOString()}`,
    '* Enable automatic URL encoding',
    '* Using default HTTP version',
    '*   Trying 127.0.0.1:4010...',
    '* Connected to 127.0.0.1 (127.0.0.1) port 4010',
    '',
    '> POST /api/v1/payments/query HTTP/1.1',
    '> Host: 127.0.0.1:4010',
    '> User-Agent: insomnia/10.1.1',
    '> Content-Type: application/json',
    `> X-MerchantID: ${req.merchantId}`,
    `> X-Timestamp: ${req.timestamp}`,
    `> X-Nonce: ${req.nonce}`,
    `> X-Sign: ${req.sign}`,
    '> Accept: */*',
    `> Content-Length: ${Buffer.byteLength(req.body)}`,
    '',
    `| ${req.body}`,
    '',
    `* upload completely sent off: ${Buffer.byteLength(req.body)} bytes`,
    '',
    '< HTTP/1.1 200 OK',
    '< Content-Type: application/json',
    `< X-MerchantID: ${res.merchantId}`,
    `< X-Timestamp: ${res.timestamp}`,
    `< X-Nonce: ${res.nonce}`,
    `< X-Sign: ${res.sign}`,
    `< Content-Length: ${Buffer.byteLength(res.body)}`,
    '',
    `* Received ${Buffer.byteLength(res.body)} B chunk`,
    '* Connection #0 to host 127.0.0.1 left intact',
  ].join('\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(timeline);
  await expect(verify.detectedFormat).toHaveText(/curl debug timeline \(Insomnia Timeline\)/);
  await expect(verify.field('Nonce')).toHaveValue(req.nonce);
  await expect(page.getByTestId('verify.intake-restored')).toContainText('Content-Length');
  await expect(verify.verdict).toHaveText('MATCH');
  await page.getByLabel('Side of the exchange').selectOption('response');
  await expect(verify.field('Nonce')).toHaveValue(res.nonce);
  await expect(verify.receivedSign).toHaveText(res.sign);
});

test('Firefox "Copy Request Headers" then "Copy POST Data", a line feed between, verifies', async ({
  page,
}) => {
  // RequestListContextMenu.js: the head's lines joined by LF off Windows, no final line break;
  // the POST data as sent, CRs removed.
  const c = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-firefox-5d7f9b1c',
    body: '{"merchant_order_no":"ORD-20261125-0042","note":"café"}',
  });
  const headers = [
    'POST /api/v1/payments/query HTTP/1.1',
    'Host: 127.0.0.1',
    'Accept: */*',
    'Content-Type: application/json',
    `X-MerchantID: ${c.merchantId}`,
    `X-Timestamp: ${c.timestamp}`,
    `X-Nonce: ${c.nonce}`,
    `X-Sign: ${c.sign}`,
    `Content-Length: ${Buffer.byteLength(c.body)}`,
    'Connection: keep-alive',
  ].join('\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(`${headers}\n${c.body}`);
  await expect(verify.detectedFormat).toHaveText(/raw HTTP request/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a Postman Console copy verifies its request, cut before the response', async ({ page }) => {
  const c = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-postman-2c4e6a8b',
    body: '{"merchant_order_no":"ORD-20261125-0042","note":"café"}',
  });
  const paste = [
    'POST http://127.0.0.1/api/v1/payments/query',
    '200',
    '38 ms',
    'Request Headers',
    'Content-Type: application/json',
    `X-MerchantID: ${c.merchantId}`,
    `X-Timestamp: ${c.timestamp}`,
    `X-Nonce: ${c.nonce}`,
    `X-Sign: ${c.sign}`,
    'User-Agent: PostmanRuntime/7.43.0',
    `Content-Length: ${Buffer.byteLength(c.body)}`,
    'Request Body',
    c.body,
    'Response Headers',
    'Content-Type: application/json',
    'Response Body',
    '{"code":0}',
  ].join('\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(paste);
  await expect(verify.detectedFormat).toHaveText(/API client console copy \(Postman Console\)/);
  await expect(page.getByLabel('Side of the exchange')).toHaveValue('request');
  await expect(verify.verdict).toHaveText('MATCH');
});
