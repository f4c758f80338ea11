import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase, type SignedCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// A proxy's own file pasted whole: Burp Suite's saved items, a Charles JSON session with the
// response side chosen, Fiddler's raw view of a chunked request. The layouts are the tools'
// documented ones (src/core/intake/fixtures/proxies/proxies.json); truths from node:crypto.

const request = () =>
  signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-proxy-req-6b2d8f0a4c',
    body: '{"merchant_order_no":"ORD-20261127-0042","note":"café \\"x\\""}',
  });
const response = () =>
  signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-proxy-res-1f3e5a7c9b',
    body: '{"code":"0000","msg":"ok","data":{"merchant_order_no":"ORD-20261127-0042"}}',
  });

const signed = (c: SignedCase) => [
  ['Content-Type', 'application/json'],
  ['X-MerchantID', c.merchantId],
  ['X-Timestamp', c.timestamp],
  ['X-Nonce', c.nonce],
  ['X-Sign', c.sign],
];
const head = (first: string, c: SignedCase, more: string[][] = []) =>
  [first, ...[...signed(c), ...more].map(([name, value]) => `${name}: ${value}`)].join('\r\n') +
  '\r\n\r\n';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

test('Burp Suite "Save items" XML, base64 messages: the signed item verifies', async ({ page }) => {
  const req = request();
  const res = response();
  const length = [['Content-Length', String(Buffer.byteLength(req.body))]];
  const post = head('POST /api/v1/payments/query HTTP/1.1', req, length) + req.body;
  const answer = head('HTTP/1.1 200 OK', res) + res.body;
  const item = (method: string, path: string, message: string, reply: string) =>
    `  <item>\n    <time>Fri Nov 27 10:00:00 UTC 2026</time>\n    <url><![CDATA[http://127.0.0.1${path}]]></url>\n    <host ip="127.0.0.1">127.0.0.1</host>\n    <method><![CDATA[${method}]]></method>\n    <path><![CDATA[${path}]]></path>\n    <request base64="true"><![CDATA[${b64(message)}]]></request>\n    <status>200</status>\n    <response base64="true"><![CDATA[${b64(reply)}]]></response>\n  </item>\n`;
  const xml =
    '<?xml version="1.0"?>\n<items burpVersion="2024.9.4" exportTime="Fri Nov 27 10:00:05 UTC 2026">\n' +
    item('GET', '/api/v1/ping', 'GET /api/v1/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '') +
    item('POST', '/api/v1/payments/query', post, answer) +
    '</items>\n';
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(xml);
  await expect(verify.detectedFormat).toHaveText(/Burp Suite saved items/);
  // The first item is an unsigned GET: the signed one is picked, and the list offers both.
  await expect(page.getByRole('combobox', { name: /^Exchange/ })).toHaveValue('1');
  await expect(verify.field('Nonce')).toHaveValue(req.nonce);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a Charles JSON session with the response side chosen verifies the response', async ({
  page,
}) => {
  const req = request();
  const res = response();
  const message = (firstLine: string, c: SignedCase) => ({
    sizes: { headers: 200, body: Buffer.byteLength(c.body) },
    mimeType: 'application/json',
    charset: 'UTF-8',
    contentEncoding: null,
    header: { firstLine, headers: signed(c).map(([name, value]) => ({ name, value })) },
    body: { text: c.body, charset: 'UTF-8' },
  });
  const session = [
    {
      status: 'COMPLETE',
      method: 'POST',
      protocolVersion: 'HTTP/1.1',
      scheme: 'http',
      host: '127.0.0.1',
      path: '/api/v1/payments/query',
      query: null,
      request: message('POST /api/v1/payments/query HTTP/1.1', req),
      response: { status: 200, ...message('HTTP/1.1 200 OK', res) },
    },
  ];
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(JSON.stringify(session, null, 2));
  await expect(verify.detectedFormat).toHaveText(/Charles session/);
  await expect(verify.verdict).toHaveText('MATCH');
  await page.getByLabel('Side of the exchange').selectOption('response');
  await expect(verify.field('Nonce')).toHaveValue(res.nonce);
  await expect(verify.receivedSign).toHaveText(res.sign);
  await expect(verify.verdict).toHaveText('MATCH');
});

test("Fiddler's raw view of a chunked request: the chunks are joined and it verifies", async ({
  page,
}) => {
  const req = request();
  const body = Buffer.from(req.body, 'utf8');
  const chunk = (bytes: Buffer, ext = '') =>
    `${bytes.length.toString(16)}${ext}\r\n${bytes.toString('utf8')}\r\n`;
  const raw =
    head('POST http://127.0.0.1/api/v1/payments/query HTTP/1.1', req, [
      ['Host', '127.0.0.1'],
      ['Transfer-Encoding', 'chunked'],
    ]) +
    chunk(body.subarray(0, 21), ';part=1') +
    chunk(body.subarray(21)) +
    '0\r\n\r\n';
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(raw);
  await expect(verify.detectedFormat).toHaveText(/raw HTTP request/);
  await expect(page.getByTestId('verify.intake-restored')).toContainText('chunked transfer coding');
  await expect(verify.verdict).toHaveText('MATCH');
});
