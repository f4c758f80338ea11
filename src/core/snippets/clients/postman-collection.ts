/**
 * A Postman Collection v2.1 that signs and verifies as the spec says: the collection-level
 * pre-request script signs every request (spec 5.2, 5.4) and the collection-level test script
 * verifies each response over its raw text before anything parses it (spec 5.3). It runs
 * unchanged in the Postman app and with `newman run`.
 */
import {
  EXPORT_QUERY_PATH,
  EXPORT_SUCCESS_CODE,
  MISSING_SECRET_MESSAGE,
  REQUEST_NAME,
  trimBaseUrl,
  type ClientExportInput,
} from './client-export.ts';

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

// Runs in Postman's sandbox. The body is resolved with pm.variables.replaceIn first and written
// back, so the bytes signed are the bytes sent (spec 5.2 rule 1); cryptoJs.enc.Utf8 gives the
// UTF-8 bytes (rule 3) and the digest is lowercase hex (rule 4).
const PRE_REQUEST = `// Signs this request as spec 5.2 says: HMAC-SHA256 over
// merchant_id LF timestamp LF nonce LF raw_body, keyed with api_secret, lowercase hex.
const cryptoJs = require('crypto-js');
const secret = pm.variables.get('api_secret');
if (!secret) throw new Error(${JSON.stringify(MISSING_SECRET_MESSAGE)});
const merchantId = pm.variables.replaceIn(String(pm.variables.get('merchant_id') || ''));
// The body exactly as it will be sent: variables resolved now, and the resolved text is what goes out.
let body = '';
if (pm.request.body && pm.request.body.mode === 'raw') {
  body = pm.variables.replaceIn(pm.request.body.raw || '');
  pm.request.body.update({ mode: 'raw', raw: body, options: { raw: { language: 'json' } } });
}
const timestamp = String(Math.floor(Date.now() / 1000)); // Unix seconds, fresh for every request
const nonce = require('uuid').v4().replace(/-/g, ''); // 32 random hex characters
const sign = cryptoJs.HmacSHA256(
  cryptoJs.enc.Utf8.parse(merchantId + '\\n' + timestamp + '\\n' + nonce + '\\n' + body),
  cryptoJs.enc.Utf8.parse(secret),
).toString(cryptoJs.enc.Hex);
pm.request.headers.upsert({ key: 'Content-Type', value: 'application/json' });
pm.request.headers.upsert({ key: 'X-MerchantID', value: merchantId });
pm.request.headers.upsert({ key: 'X-Timestamp', value: timestamp });
pm.request.headers.upsert({ key: 'X-Nonce', value: nonce });
pm.request.headers.upsert({ key: 'X-Sign', value: sign });`;

// Runs after every response: verification reads pm.response.text(), the raw text, and only a
// verified response is parsed (spec 5.3 rules 3 and 5).
const TEST = `// Verifies the response as spec 5.3 says, over the raw text, before parsing it.
const cryptoJs = require('crypto-js');
const secret = String(pm.variables.get('api_secret') || '');
const raw = pm.response.text();
const header = (name) => String(pm.response.headers.get(name) || '').trim();
const expected = cryptoJs.HmacSHA256(
  cryptoJs.enc.Utf8.parse(header('X-MerchantID') + '\\n' + header('X-Timestamp') + '\\n' + header('X-Nonce') + '\\n' + raw),
  cryptoJs.enc.Utf8.parse(secret),
).toString(cryptoJs.enc.Hex);
const verified = header('X-Sign') !== '' && header('X-Sign').toLowerCase() === expected;
pm.test('response signature verifies (spec 5.3); otherwise do not act on it', () => {
  pm.expect(verified, 'X-Sign does not verify over the raw response with api_secret').to.equal(true);
});
pm.test('response is for this merchant', () => {
  pm.expect(header('X-MerchantID')).to.equal(pm.variables.replaceIn(String(pm.variables.get('merchant_id') || '')));
});
if (verified) {
  const envelope = JSON.parse(raw);
  const success = String(pm.variables.get('success_code') || '${EXPORT_SUCCESS_CODE}');
  pm.test('accepted: HTTP 2xx and code ' + success, () => {
    pm.expect(pm.response.code, 'HTTP status').to.be.within(200, 299);
    pm.expect(String(envelope.code), envelope.msg).to.equal(success);
  });
}`;

const script = (listen: 'prerequest' | 'test', source: string) => ({
  listen,
  script: { type: 'text/javascript', exec: source.split('\n') },
});

/**
 * The collection as JSON text: one request (the query of spec 4 with the console's exact body),
 * collection-level scripts that sign it (spec 5.2, 5.4) and verify its response over the raw text
 * (spec 5.3), and the variables `base_url`, `merchant_id`, `api_secret` (empty) and
 * `success_code`. The secret is never an input, so it cannot end up in the file.
 */
export function postmanCollection(input: ClientExportInput): string {
  const collection = {
    info: {
      name: `Signed query for ${input.merchantId}`,
      description:
        'Signs every request with HMAC-SHA256 (spec 5.2) and verifies every response before parsing it (spec 5.3). Set api_secret in an environment (or `newman run FILE --env-var api_secret=...`); it is never stored here.',
      schema: SCHEMA,
    },
    item: [
      {
        name: REQUEST_NAME,
        request: {
          method: 'POST',
          header: [{ key: 'Content-Type', value: 'application/json' }],
          body: { mode: 'raw', raw: input.body, options: { raw: { language: 'json' } } },
          url: {
            raw: `{{base_url}}${EXPORT_QUERY_PATH}`,
            host: ['{{base_url}}'],
            path: EXPORT_QUERY_PATH.split('/').filter(Boolean),
          },
        },
      },
    ],
    event: [script('prerequest', PRE_REQUEST), script('test', TEST)],
    variable: [
      { key: 'base_url', value: trimBaseUrl(input.baseUrl) },
      { key: 'merchant_id', value: input.merchantId },
      { key: 'api_secret', value: '' },
      { key: 'success_code', value: EXPORT_SUCCESS_CODE },
    ],
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}
