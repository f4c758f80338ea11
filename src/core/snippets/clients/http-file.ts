/**
 * A `.http` file for httpyac (the CLI, and the httpYac extension for VS Code) that signs and
 * verifies as the spec says: a script run before every request of the file signs it (spec 5.2,
 * 5.4), and one run on every response verifies it over the raw bytes before it is parsed (spec
 * 5.3). The body is carried as base64 and sent as those bytes, so nothing in it is ever
 * evaluated as a template or read as a file. Clients without httpyac's script blocks cannot
 * sign, and the file says so at the top.
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
} from './client-export.ts';
import { toBase64, utf8 } from '../../text/bytes.ts';

/** Indents a script's lines by two spaces, as the blocks below are written. */
const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

// httpyac runs `{{@request` after it has resolved every {{variable}} of the request, so
// request.body holds the bytes that go out (spec 5.2 rule 1), signed as they are (rule 3).
const SIGN = `{{@request
  // Signs every request as spec 5.2 says: HMAC-SHA256 over
  // merchant_id LF timestamp LF nonce LF raw_body, keyed with api_secret, lowercase hex.
  const { createHmac, randomBytes } = require('crypto');
${indent(BASE_URL_CHECK_SCRIPT)}
  // httpyac has resolved the URL by now and sends it after this block: a base_url holding a
  // template, or an address that would carry the secret, is refused before anything is sent.
  const secretText = typeof api_secret === 'undefined' ? '' : String(api_secret);
  const refusedBaseUrl =
    base_url_refused ||
    baseUrlProblem(base_url) ||
    (secretText && String(request.url).includes(secretText) ? ${JSON.stringify(BASE_URL_REFUSED)} + ' the address would carry api_secret.' : null);
  if (refusedBaseUrl) throw new Error(refusedBaseUrl);
  if (typeof api_secret === 'undefined' || !api_secret) throw new Error(${JSON.stringify(MISSING_SECRET_MESSAGE)});
  const body = request.body === undefined ? '' : Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body), 'utf8');
  request.body = body;
  const timestamp = String(Math.floor(Date.now() / 1000)); // Unix seconds, fresh for every request
  const nonce = randomBytes(16).toString('hex');
  const merchantId = Buffer.isBuffer(merchant_id) ? merchant_id.toString('utf8') : String(merchant_id);
  request.headers['X-MerchantID'] = merchantId;
  request.headers['X-Timestamp'] = timestamp;
  request.headers['X-Nonce'] = nonce;
  request.headers['X-Sign'] = createHmac('sha256', String(api_secret))
    .update(merchantId + '\\n' + timestamp + '\\n' + nonce + '\\n', 'utf8')
    .update(body)
    .digest('hex');
}}`;

// response.rawBody holds the bytes as received; only a verified response is parsed (spec 5.3).
const VERIFY = `{{@response
  // Verifies every response as spec 5.3 says, over the raw bytes, before parsing it.
  const { createHmac } = require('crypto');
  const header = (name) => String(response.headers[name.toLowerCase()] ?? '').trim();
  const raw = response.rawBody ?? Buffer.alloc(0);
  const expected = createHmac('sha256', String(typeof api_secret === 'undefined' ? '' : api_secret))
    .update(header('X-MerchantID') + '\\n' + header('X-Timestamp') + '\\n' + header('X-Nonce') + '\\n', 'utf8')
    .update(raw)
    .digest('hex');
  const verified = header('X-Sign') !== '' && header('X-Sign').toLowerCase() === expected;
  test('response signature verifies (spec 5.3); otherwise do not act on it', () => {
    if (!verified) throw new Error('X-Sign does not verify over the raw response with api_secret (HTTP ' + response.statusCode + ')');
  });
  if (verified) {
    const envelope = JSON.parse(raw.toString('utf8'));
    const success = String(typeof success_code === 'undefined' ? '${EXPORT_SUCCESS_CODE}' : success_code);
    test('accepted: HTTP 2xx and code ' + success, () => {
      if (response.statusCode < 200 || response.statusCode > 299 || String(envelope.code) !== success) {
        throw new Error('refused: HTTP ' + response.statusCode + ', code ' + JSON.stringify(envelope.code) + ' ' + envelope.msg);
      }
    });
  }
}}`;

/**
 * The `.http` file: variables `base_url` and `merchant_id` (the secret only from outside, as
 * `api_secret`), the scripts that sign every request (spec 5.2, 5.4) and verify every response
 * (spec 5.3), and the query of spec 4 with the console's exact body.
 */
export function httpFile(input: ClientExportInput): string {
  const baseUrl = exportableBaseUrl(input);
  return `# ${REQUEST_NAME}: signed (spec 5.2) and verified (spec 5.3) by the scripts below.
# Run with httpyac (CLI, or the httpYac extension for VS Code):
#   httpyac send query.http --all --var api_secret=... --var base_url=...
# The secret comes only from api_secret (a --var or an environment); it is never stored here.
# VS Code REST Client and the JetBrains HTTP client do not run httpyac's {{ }} scripts: they
# would send this request unsigned, and the service refuses it (HTTP 401). Use httpyac.
# The body (query_body) and the merchant ID are the console's exact bytes in base64: httpyac
# evaluates {{ }} and reads < lines in written text, and sends these bytes as they are.

{{
${indent(BASE_URL_CHECK_SCRIPT)}
  // A base_url given as a --var or in an environment is checked here, as written: httpyac
  // resolves {{ }} in it (as JavaScript) before the request's own script sees it. The request's
  // script refuses to send (a throw here would end the run with exit status 0).
  exports.base_url_refused = typeof base_url === 'undefined' ? null : baseUrlProblem(base_url);
  // Defaults for what --var (or an environment) does not set; api_secret has none.
  exports.base_url = typeof base_url === 'undefined' ? ${JSON.stringify(baseUrl)} : base_url;
  exports.merchant_id = typeof merchant_id === 'undefined' ? Buffer.from('${toBase64(utf8(input.merchantId))}', 'base64') : merchant_id;
  exports.success_code = typeof success_code === 'undefined' ? ${JSON.stringify(EXPORT_SUCCESS_CODE)} : success_code;
  exports.query_body = Buffer.from('${toBase64(utf8(input.body))}', 'base64');
}}

${SIGN}

${VERIFY}

###
# @name query
POST {{base_url}}${EXPORT_QUERY_PATH}
Content-Type: application/json

{{query_body}}
`;
}
