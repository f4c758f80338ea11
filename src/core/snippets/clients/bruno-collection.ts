/**
 * A Bruno collection folder that signs and verifies as the spec says, returned as files for the
 * caller to zip: `bruno.json`, the request `.bru` with its body in a file of its own (sent as
 * those bytes, never templated), `collection.bru` with a collection-level
 * pre-request script that signs every request (spec 5.2, 5.4) and tests that verify each response
 * over its raw text before parsing it (spec 5.3), and `environments/sandbox.bru` with `base_url`
 * and `api_secret` declared secret and empty. It runs in Bruno's default (safe)
 * script sandbox and with `bru run`.
 */
import {
  BASE_URL_CHECK_SCRIPT,
  BASE_URL_REFUSED,
  EXPORT_QUERY_PATH,
  EXPORT_SUCCESS_CODE,
  MISSING_SECRET_MESSAGE,
  REQUEST_NAME,
  exportableBaseUrl,
  type ClientExportInput,
  type ExportFile,
} from './client-export.ts';
import { jsString, sentText } from '../literals.ts';

/** The file that holds the body's exact bytes, beside the request (`body:file`). */
export const BODY_FILE = 'query-a-payment.body.json';

// Bruno replaces every {{...}} in a text body and in the headers after this script runs, the
// environment and process.env included, and has no escape for it. So the body travels as a file
// (body:file): Bruno sends a file's bytes untouched, and the script signs those same bytes
// (docs/architecture.md, stable contracts: exports send exactly the bytes shown; spec 5.2 rule
// 1). The merchant ID is a literal of the script (Bruno resolves environment values when it loads
// them); one holding {{ would be rewritten in its header, so the script refuses to send it. Bruno parses JSON responses unless told not to; disableParsingResponseJson keeps the raw
// text for the tests below (spec 5.3 rule 3).
const preRequest = (merchantId: string) => `// Signs this request as spec 5.2 says: HMAC-SHA256 over
// merchant_id LF timestamp LF nonce LF raw_body, keyed with api_secret, lowercase hex.
${BASE_URL_CHECK_SCRIPT}
// Bruno resolves {{...}} in the URL after this script (api_secret and process.env included), and
// bru.getEnvVar hands values already resolved: base_url is read as written (getAllEnvVars) and
// refused when it holds a template, and so is a resolved address that would carry the secret.
const baseUrl = (bru.getAllEnvVars() || {}).base_url;
const secret = bru.getEnvVar('api_secret');
const refusedBaseUrl =
  baseUrlProblem(baseUrl) ||
  (secret && String(req.getUrl()).includes(String(secret)) ? ${JSON.stringify(BASE_URL_REFUSED)} + ' the address would carry api_secret.' : null);
if (refusedBaseUrl) throw new Error(refusedBaseUrl);
const cryptoJs = require('crypto-js');
if (!secret) throw new Error(${JSON.stringify(MISSING_SECRET_MESSAGE)});
const merchantId = ${jsString(merchantId)};
if (merchantId.includes('{{')) throw new Error('merchant_id holds {{, which Bruno would replace in the X-MerchantID header; nothing was sent.');
// The body file's bytes, exactly as Bruno sends them (a text body would be rewritten: refused).
const raw = req.getBody({ raw: true });
if (typeof raw === 'string' && raw.includes('{{')) throw new Error('The body holds {{, which Bruno would replace in a text body: send it from ${BODY_FILE} (body: file); nothing was sent.');
const bytes = [];
if (typeof raw === 'string') {
  const utf8 = cryptoJs.enc.Utf8.parse(raw);
  for (let i = 0; i < utf8.sigBytes; i++) bytes.push((utf8.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff);
} else {
  for (let i = 0; raw && raw[i] !== undefined; i++) bytes.push(Number(raw[i]));
}
const words = [];
bytes.forEach((byte, i) => { words[i >>> 2] = (words[i >>> 2] || 0) | (byte << (24 - (i % 4) * 8)); });
const timestamp = String(Math.floor(Date.now() / 1000)); // Unix seconds, fresh for every request
const nonce = require('uuid').v4().replace(/-/g, ''); // 32 random hex characters
const sign = cryptoJs
  .HmacSHA256(
    cryptoJs.enc.Utf8.parse(merchantId + '\\n' + timestamp + '\\n' + nonce + '\\n').concat(cryptoJs.lib.WordArray.create(words, bytes.length)),
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

/**
 * The collection's files (paths relative to the collection folder): the query of spec 4 with the
 * console's exact body, scripts that sign it (spec 5.2, 5.4) and verify its response over the raw
 * text (spec 5.3), and the `sandbox` environment. The secret is never an input.
 */
export function brunoCollection(input: ClientExportInput): ExportFile[] {
  const baseUrl = exportableBaseUrl(input);
  const bruno = {
    version: '1',
    name: `Signed query for ${input.merchantId}`,
    type: 'collection',
    ignore: ['node_modules', '.git'],
  };
  const request = [
    `meta {\n  name: ${REQUEST_NAME}\n  type: http\n  seq: 1\n}`,
    `post {\n  url: {{base_url}}${EXPORT_QUERY_PATH}\n  body: file\n  auth: none\n}`,
    `headers {\n  Content-Type: application/json\n}`,
    `body:file {\n  file: @file(${BODY_FILE}) @contentType(application/json)\n}`,
  ];
  const collection = [
    `script:pre-request {\n${indent(preRequest(input.merchantId))}\n}`,
    `tests {\n${indent(TESTS)}\n}`,
    `docs {\n  Set api_secret in the sandbox environment (or bru run --env-var api_secret=...); it is never stored in these files.\n}`,
  ];
  const environment = [
    `vars {\n  base_url: ${baseUrl}\n  success_code: ${EXPORT_SUCCESS_CODE}\n}`,
    `vars:secret [\n  api_secret\n]`,
  ];
  return [
    { path: 'bruno.json', text: `${JSON.stringify(bruno, null, 2)}\n` },
    { path: 'collection.bru', text: `${collection.join('\n\n')}\n` },
    { path: 'query-a-payment.bru', text: `${request.join('\n\n')}\n` },
    { path: BODY_FILE, text: sentText(input.body) },
    { path: 'environments/sandbox.bru', text: `${environment.join('\n')}\n` },
  ];
}
