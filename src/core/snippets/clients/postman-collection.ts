/**
 * A Postman Collection v2.1 that signs and verifies as the spec says: the collection-level
 * pre-request script signs every request (spec 5.2, 5.4) and the collection-level test script
 * verifies each response over its raw text before anything parses it (spec 5.3). It runs
 * unchanged in the Postman app and with `newman run`.
 */
import {
  BASE_URL_CHECK_SCRIPT,
  BASE_URL_REFUSED,
  EXPORT_QUERY_PATH,
  EXPORT_SUCCESS_CODE,
  MISSING_SECRET_MESSAGE,
  REQUEST_NAME,
  exportableBaseUrl,
  exportProblem,
  type ClientExportInput,
} from './client-export.ts';
import { WriteRefused } from '../export-guard.ts';

/**
 * The local variable that lists the names a request mapped to themselves. Its braces keep it out
 * of reach of a {{token}}, whose name Postman reads without braces.
 */
const SHADOW_LIST = '{exact-bytes}';

const SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

// Runs in Postman's sandbox. Postman replaces every {{name}} it knows (variables, dynamic values
// such as {{$guid}}) in the whole request after this script, again and again until nothing
// changes. So the script reads the body and the merchant ID as they are written, never resolved,
// writes the URL resolved, and maps every {{token}} that goes out to itself in the request's local
// variables: Postman's substitution then leaves the bytes as shown (docs/architecture.md, stable
// contracts: exports send exactly the bytes shown; spec 5.2 rule 1). The local names are released
// before the next request and before the response is verified. cryptoJs.enc.Utf8 gives the
// UTF-8 bytes (rule 3) and the digest is lowercase hex (rule 4).
const RELEASE_SHADOWS = `// Release the names the previous request mapped to themselves (below), so each reads its own value.
const SHADOWS = ${JSON.stringify(SHADOW_LIST)};
JSON.parse(pm.variables.get(SHADOWS) || '[]').forEach((name) => pm.variables.unset(name));
pm.variables.unset(SHADOWS);`;

// A base_url holding a template would have Postman resolve it after this script, api_secret
// included, and send the request to the host it names: the script fails the run and skips the
// request (pm.execution.skipRequest); a Postman without skipRequest sends it with base_url
// unresolved, and the run fails.
const REFUSE_BASE_URL = `${BASE_URL_CHECK_SCRIPT}
const refusal = (url, secret) =>
  baseUrlProblem(pm.variables.get('base_url')) ||
  (secret && url.includes(secret) ? ${JSON.stringify(BASE_URL_REFUSED)} + ' the address would carry api_secret.' : null);
const refuseToSend = (reason) => {
  pm.test('base_url is a plain address; the request was not sent', () => {
    throw new Error(reason);
  });
  if (pm.execution && typeof pm.execution.skipRequest === 'function') pm.execution.skipRequest();
  // Without skipRequest the request still goes: every {{name}} in base_url maps to itself, so the
  // address stays as written and no variable (api_secret) is put into it.
  const names = [];
  for (const match of String(pm.variables.get('base_url') || '').matchAll(/\\{\\{([^{}]*?)}}/g)) {
    names.push(match[1]);
    pm.variables.set(match[1], match[0]);
  }
  pm.variables.set(SHADOWS, JSON.stringify(names));
  throw new Error(reason);
};`;

const PRE_REQUEST = `// Signs this request as spec 5.2 says: HMAC-SHA256 over
// merchant_id LF timestamp LF nonce LF raw_body, keyed with api_secret, lowercase hex.
${RELEASE_SHADOWS}
${REFUSE_BASE_URL}
const refusedBaseUrl = baseUrlProblem(pm.variables.get('base_url'));
if (refusedBaseUrl) refuseToSend(refusedBaseUrl);
const cryptoJs = require('crypto-js');
const secret = pm.variables.get('api_secret');
if (!secret) throw new Error(${JSON.stringify(MISSING_SECRET_MESSAGE)});
// The merchant ID and the body exactly as written: never resolved, so no {{...}} in them is replaced.
const merchantId = String(pm.variables.get('merchant_id') || '');
const body = pm.request.body && pm.request.body.mode === 'raw' ? String(pm.request.body.raw || '') : '';
const url = pm.variables.replaceIn(pm.request.url.toString());
const refusedUrl = refusal(url, secret);
if (refusedUrl) refuseToSend(refusedUrl);
pm.request.url.update(url);
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
pm.request.headers.upsert({ key: 'X-Sign', value: sign });
// Postman resolves the request after this script: every {{token}} that goes out maps to itself.
const shadowed = [];
for (const text of [url, merchantId, body]) {
  for (const match of text.matchAll(/\\{\\{([^{}]*?)}}/g)) {
    if (shadowed.includes(match[1])) continue;
    shadowed.push(match[1]);
    pm.variables.set(match[1], match[0]);
  }
}
pm.variables.set(SHADOWS, JSON.stringify(shadowed));`;

// Runs after every response: verification reads pm.response.text(), the raw text, and only a
// verified response is parsed (spec 5.3 rules 3 and 5).
const TEST = `// Verifies the response as spec 5.3 says, over the raw text, before parsing it.
${RELEASE_SHADOWS}
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
  pm.expect(header('X-MerchantID')).to.equal(String(pm.variables.get('merchant_id') || ''));
});
if (verified) {
  const envelope = JSON.parse(raw);
  const success = String(pm.variables.get('success_code') || '${EXPORT_SUCCESS_CODE}');
  pm.test('accepted: HTTP 2xx and code ' + success, () => {
    pm.expect(pm.response.code, 'HTTP status').to.be.within(200, 299);
    pm.expect(String(envelope.code), envelope.msg).to.equal(success);
  });
}`;

/**
 * A `{{name}}` whose name Object.prototype holds (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`, ...): Postman looks every name up on a plain object, finds that member, and
 * sends other text or stops its script, so no mapping to itself can keep such a token as written.
 */
function objectNameIn(text: string): string | null {
  for (const match of text.matchAll(/\{\{([^{}]*?)}}/g)) {
    if (match[1]! in Object.prototype) return match[0];
  }
  return null;
}

/**
 * Why the Postman collection cannot be written, or null: the checks of every export, then a
 * `{{name}}` in the body or merchant ID that Postman would resolve on Object.prototype.
 */
export function postmanProblem(input: ClientExportInput): string | null {
  const general = exportProblem(input);
  if (general) return general;
  const token = objectNameIn(input.body) ?? objectNameIn(input.merchantId);
  if (!token) return null;
  return `The body or merchant ID holds ${token}: Postman looks that name up on a plain object and would send other text (or stop its script), so the Postman collection is not written. The Bruno and .http exports send it as written.`;
}

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
  const baseUrl = exportableBaseUrl(input);
  const problem = postmanProblem(input);
  if (problem) throw new WriteRefused(problem);
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
          // Text, not json: Postman strips what looks like a comment (`//`, `/*`) from a JSON body
          // before sending it; the Content-Type header still says application/json (spec 4).
          body: { mode: 'raw', raw: input.body, options: { raw: { language: 'text' } } },
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
      { key: 'base_url', value: baseUrl },
      { key: 'merchant_id', value: input.merchantId },
      { key: 'api_secret', value: '' },
      { key: 'success_code', value: EXPORT_SUCCESS_CODE },
    ],
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}
