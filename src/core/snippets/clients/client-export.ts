/**
 * What the API-client exports (Postman, Bruno, .http) are built from, and the names they share:
 * every export takes the secret from a variable named `api_secret` and the base URL from
 * `base_url` (docs/architecture.md, stable contracts), so no file ever holds a secret.
 */
import { QUERY_PATH } from '../../protocol/endpoint.ts';
import { TEMPLATE_SYNTAX } from '../../protocol/base-url.ts';
import { SANDBOX_CODE } from '../../protocol/result-codes.ts';
import { trimEndRun } from '../../text/trim-runs.ts';
import { refuseUnwritable, writeProblem } from '../export-guard.ts';

/** The request as the console holds it: an absolute base URL, the merchant ID, the exact body. */
export interface ClientExportInput {
  /** Absolute base URL (no trailing slash), the default value of `base_url`. */
  baseUrl: string;
  merchantId: string;
  /** The raw body, sent and signed as these characters' UTF-8 bytes (spec 5.2 rule 1, 3). */
  body: string;
}

/** One file of an export: its path inside the download and its text. */
export interface ExportFile {
  path: string;
  text: string;
}

/** The name of the one request every export holds (spec 4, "Query a payment"). */
export const REQUEST_NAME = 'Query a payment';

/** The query path every export appends to `{{base_url}}` (spec 4). */
export const EXPORT_QUERY_PATH = QUERY_PATH;

/**
 * The success code the exports expect unless `success_code` is changed: the spec does not name
 * it (spec 7, "not shown"); 0 is the sandbox's choice.
 */
export const EXPORT_SUCCESS_CODE = String(SANDBOX_CODE.success);

/** The message every export's script gives when `api_secret` is not set. */
export const MISSING_SECRET_MESSAGE =
  'Set the variable api_secret to your API secret (an environment value or --env-var / --var); it is never stored in this file.';

/** The base URL without trailing slashes, so `{{base_url}}/api/...` never doubles a slash. */
function trimBaseUrl(baseUrl: string): string {
  return trimEndRun(baseUrl.trim(), '/');
}

/** Why this export cannot be written (its base URL or merchant ID), or null when it can. */
export function exportProblem(input: ClientExportInput): string | null {
  return writeProblem({ url: trimBaseUrl(input.baseUrl), merchantId: input.merchantId });
}

/**
 * The base URL to write as `base_url`'s default, once the export has passed `exportProblem`;
 * throws `WriteRefused` with the reason otherwise, so no writer can skip the check.
 */
export function exportableBaseUrl(input: ClientExportInput): string {
  refuseUnwritable({ url: trimBaseUrl(input.baseUrl), merchantId: input.merchantId });
  return trimBaseUrl(input.baseUrl);
}

/**
 * A JavaScript string literal of `text` with every character a `\\u` escape: the scripts hold
 * the template syntax they look for without writing it, so no client reads it as a template and
 * no httpyac block ends early at a `}}`.
 */
const escapedLiteral = (text: string) =>
  `'${[...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}'`;

/** How every export's refusal of a templated `base_url` begins, at run time. */
export const BASE_URL_REFUSED = 'base_url is refused, nothing was sent:';

/**
 * JavaScript for the exports' scripts: `baseUrlProblem(text)` gives the reason a `base_url`
 * value must not be sent to, or null. A user can edit the variable in their client after the
 * export was written, so each script checks it again before the request goes out, by the same
 * rule as the console (`checkBaseUrl`: the template syntax list is the same constant): no
 * template or script syntax (also percent-encoded), and an http(s) origin with an optional path.
 */
export const BASE_URL_CHECK_SCRIPT = `// The console's base-URL rule, checked again here: base_url can be edited after the export.
const BASE_URL_SYNTAX = [${TEMPLATE_SYNTAX.map(escapedLiteral).join(', ')}];
const baseUrlProblem = (text) => {
  const value = String(text === undefined || text === null ? '' : text);
  let decoded = value;
  try { decoded = decodeURIComponent(value); } catch (error) { decoded = value; }
  const found = BASE_URL_SYNTAX.find((syntax) => value.includes(syntax) || decoded.includes(syntax));
  if (found) return ${JSON.stringify(BASE_URL_REFUSED)} + ' it holds "' + found + '", template or script syntax the client would resolve (it could put api_secret into the address). Set base_url to a plain address such as https://pay.example.com.';
  if (!/^https?:\\/\\/[^\\/?#@\\s]+(\\/[^?#\\s]*)?$/i.test(value) || /[\\u0000-\\u001f\\u007f]/.test(value)) {
    return ${JSON.stringify(BASE_URL_REFUSED)} + ' it must be an http(s) address with an optional path and nothing else (no user name, query, fragment, space or control character), such as https://pay.example.com.';
  }
  return null;
};`;
