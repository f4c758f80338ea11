import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// Insomnia's Timeline through the real clipboard, laid out as Insomnia 10.1.1's
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
