/**
 * A Bruno collection folder that signs and verifies as the spec says, returned as files for the
 * caller to zip: `bruno.json`, the request `.bru`, `collection.bru` with a collection-level
 * pre-request script that signs every request (spec 5.2, 5.4) and tests that verify each response
 * over its raw text before parsing it (spec 5.3), and `environments/sandbox.bru` with `base_url`,
 * `merchant_id` and `api_secret` declared secret and empty. It runs in Bruno's default (safe)
 * script sandbox and with `bru run`.
 */
import {
  EXPORT_QUERY_PATH,
  EXPORT_SUCCESS_CODE,
  MISSING_SECRET_MESSAGE,
  REQUEST_NAME,
  trimBaseUrl,
  type ClientExportInput,
  type ExportFile,
} from './client-export.ts';

// Bruno resolves {{variables}} in the body only after this script runs, so the script resolves
// them itself and sends the resolved text raw: what is signed is what is sent (spec 5.2 rule 1).
// Bruno parses JSON responses unless told not to; disableParsingResponseJson keeps the raw text
// for the tests below (spec 5.3 rule 3).
const preRequest = (
  exactBody: string | null,
) => `// Signs this request as spec 5.2 says: HMAC-SHA256 over
// merchant_id LF timestamp LF nonce LF raw_body, keyed with api_secret, lowercase hex.
const cryptoJs = require('crypto-js');
const secret = bru.getEnvVar('api_secret');
if (!secret) throw new Error(${JSON.stringify(MISSING_SECRET_MESSAGE)});
const merchantId = bru.interpolate(String(bru.getEnvVar('merchant_id') || ''));
${
  exactBody === null
    ? ''
    : `// The .bru format cannot hold this body's carriage returns, so its exact text is here.
req.setBody(${JSON.stringify(exactBody)}, { raw: true });
`
}const body = bru.interpolate(String(req.getBody({ raw: true }) ?? ''));
req.setBody(body, { raw: true });
const timestamp = String(Math.floor(Date.now() / 1000)); // Unix seconds, fresh for every request
const nonce = require('uuid').v4().replace(/-/g, ''); // 32 random hex characters
const sign = cryptoJs
  .HmacSHA256(
    cryptoJs.enc.Utf8.parse(merchantId + '\\n' + timestamp + '\\n' + nonce + '\\n' + body),
    cryptoJs.enc.Utf8.parse(secret),
  )
  .toString(cryptoJs.enc.Hex);
req.setHeader('Content-Type', 'application/json');
req.setHeader('X-MerchantID', merchantId);
req.setHeader('X-Timestamp', timestamp);
req.setHeader('X-Nonce', nonce);
req.setHeader('X-Sign', sign);
req.disableParsingResponseJson();`;

const TESTS = `// Verifies the response as spec 5.3 says, over the raw text, before parsing it.
const cryptoJs = require('crypto-js');
const secret = String(bru.getEnvVar('api_secret') || '');
const raw = res.getBody();
const header = (name) => String(res.getHeader(name) ?? '').trim();
const rawText = typeof raw === 'string';
const expected = cryptoJs
  .HmacSHA256(
    cryptoJs.enc.Utf8.parse(header('X-MerchantID') + '\\n' + header('X-Timestamp') + '\\n' + header('X-Nonce') + '\\n' + (rawText ? raw : '')),
    cryptoJs.enc.Utf8.parse(secret),
  )
  .toString(cryptoJs.enc.Hex);
const verified = rawText && header('X-Sign') !== '' && header('X-Sign').toLowerCase() === expected;
test('response signature verifies (spec 5.3); otherwise do not act on it', function () {
  expect(rawText, 'Bruno handed this response (HTTP ' + res.getStatus() + ') to the script already parsed, so it cannot be verified; do not act on it').to.equal(true);
  expect(verified, 'X-Sign does not verify over the raw response with api_secret').to.equal(true);
});
if (verified) {
  const envelope = JSON.parse(raw);
  const success = String(bru.getEnvVar('success_code') || '${EXPORT_SUCCESS_CODE}');
  test('accepted: HTTP 2xx and code ' + success, function () {
    expect(res.getStatus(), 'HTTP status').to.be.within(200, 299);
    expect(String(envelope.code), envelope.msg).to.equal(success);
  });
}`;

/** Indents every line of a block's content by two spaces, as the .bru grammar reads it. */
const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

/** A `.bru` value on one line cannot hold a line break; the console's merchant IDs never do. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * The collection's files (paths relative to the collection folder): the query of spec 4 with the
 * console's exact body, scripts that sign it (spec 5.2, 5.4) and verify its response over the raw
 * text (spec 5.3), and the `sandbox` environment. The secret is never an input.
 */
export function brunoCollection(input: ClientExportInput): ExportFile[] {
  const bruno = {
    version: '1',
    name: `Signed query for ${oneLine(input.merchantId)}`,
    type: 'collection',
    ignore: ['node_modules', '.git'],
  };
  const request = [
    `meta {\n  name: ${REQUEST_NAME}\n  type: http\n  seq: 1\n}`,
    `post {\n  url: {{base_url}}${EXPORT_QUERY_PATH}\n  body: json\n  auth: none\n}`,
    `headers {\n  Content-Type: application/json\n}`,
    `body:json {\n${indent(input.body.replace(/\r\n?/g, '\n'))}\n}`,
  ];
  const collection = [
    `script:pre-request {\n${indent(preRequest(input.body.includes('\r') ? input.body : null))}\n}`,
    `tests {\n${indent(TESTS)}\n}`,
    `docs {\n  Set api_secret in the sandbox environment (or bru run --env-var api_secret=...); it is never stored in these files.\n}`,
  ];
  const environment = [
    `vars {\n  base_url: ${oneLine(trimBaseUrl(input.baseUrl))}\n  merchant_id: ${oneLine(input.merchantId)}\n  success_code: ${EXPORT_SUCCESS_CODE}\n}`,
    `vars:secret [\n  api_secret\n]`,
  ];
  return [
    { path: 'bruno.json', text: `${JSON.stringify(bruno, null, 2)}\n` },
    { path: 'collection.bru', text: `${collection.join('\n\n')}\n` },
    { path: 'query-a-payment.bru', text: `${request.join('\n\n')}\n` },
    { path: 'environments/sandbox.bru', text: `${environment.join('\n')}\n` },
  ];
}
