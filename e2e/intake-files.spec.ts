import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { nowSeconds, rawHttpRequest, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// Several requests in one .http file and libcurl's verbose output, pasted as a ticket holds
// them (docs/verify-intake.md). Truths from node:crypto, never the console's own signing.

const MERCHANT = 'M100001';
const liveSign = (nonce: string, body: string, timestamp: string) =>
  createHmac('sha256', 'sk_live_not_the_test_key')
    .update(`${MERCHANT}\n${timestamp}\n${nonce}\n${body}`)
    .digest('hex');

test('a CR LF .http file with three requests: the signature picks the second, and the page names it', async ({
  page,
}) => {
  const timestamp = nowSeconds();
  // What httpyac and JetBrains send for the second request: its lines joined with LF.
  const body = '{\n  "merchant_order_no": "ORD-20261127-0002",\n  "note": "café"\n}';
  const second = signCase({ merchantId: MERCHANT, timestamp, nonce: 'e2e-http-second-02', body });
  const request = (title: string, nonce: string, sign: string, requestBody: string) => [
    `### ${title}`,
    'POST {{host}}/api/v1/payments/query',
    'Content-Type: application/json',
    '// signed by the pre-production job',
    'X-MerchantID: {{mid}}',
    `X-Timestamp: ${timestamp}`,
    `X-Nonce: ${nonce}`,
    `X-Sign: ${sign}`,
    '',
    requestBody,
    '',
    '> {%',
    '  client.test("answered", () => client.assert(response.status === 200));',
    '%}',
    '<> ./2026-11-27T101010.200.json',
    '',
  ];
  const first = '{"merchant_order_no":"ORD-20261127-0001"}';
  const third = '{"merchant_order_no":"ORD-20261127-0003"}';
  const file = [
    '@host = https://sandbox.example',
    `@mid = ${MERCHANT}`,
    '',
    ...request(
      'First query',
      'e2e-http-first-01',
      liveSign('e2e-http-first-01', first, timestamp),
      first,
    ),
    ...request('Second query', second.nonce, second.sign, body.split('\n').join('\r\n')),
    ...request(
      'Third query',
      'e2e-http-third-03',
      liveSign('e2e-http-third-03', third, timestamp),
      third,
    ),
  ].join('\r\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(file);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(verify.field('Nonce')).toHaveValue(second.nonce);
  await expect(page.getByTestId('verify.intake-restored')).toContainText(
    'Decided by the signature',
  );
  await expect(verify.detectedFormat).toHaveText(/request 2 of 3, “Second query”/);
});

test("libcurl's verbose output from a PHP program, with the body it printed after, verifies", async ({
  page,
}) => {
  const body = '{"merchant_order_no":"ORD-20261127-0042","note":"a \\"q\\" café"}';
  const c = signCase({
    merchantId: MERCHANT,
    timestamp: nowSeconds(),
    nonce: 'e2e-libcurl-verbose-01',
    body,
  });
  // As libcurl's default debug callback writes it (CURLOPT_VERBOSE): `> ` before the request
  // line only, the CR LF header lines bare, then `* ` and `< ` lines (fixtures/files holds captures).
  const raw = rawHttpRequest(c);
  const head = raw.slice(0, raw.length - body.length);
  const paste = [
    '*   Trying 127.0.0.1:8080...',
    '* Connected to 127.0.0.1 (127.0.0.1) port 8080 (#0)',
    `> ${head}< HTTP/1.1 200 OK\r`,
    '< Content-Length: 10\r',
    '< \r',
    '* Connection #0 to host 127.0.0.1 left intact',
    `Request body: ${body}`,
    'Response: {"code":0}',
    '',
  ].join('\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(paste);
  await expect(verify.detectedFormat).toHaveText(/libcurl verbose output/);
  await expect(verify.field('Nonce')).toHaveValue(c.nonce);
  await expect(verify.verdict).toHaveText('MATCH');
});
