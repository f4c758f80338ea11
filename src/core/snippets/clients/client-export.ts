/**
 * What the API-client exports (Postman, Bruno, .http) are built from, and the names they share:
 * every export takes the secret from a variable named `api_secret` and the base URL from
 * `base_url` (docs/architecture.md, stable contracts), so no file ever holds a secret.
 */
import { QUERY_PATH } from '../../protocol/endpoint.ts';
import { SANDBOX_CODE } from '../../protocol/result-codes.ts';
import { trimEndRun } from '../../text/trim-runs.ts';

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
export function trimBaseUrl(baseUrl: string): string {
  return trimEndRun(baseUrl.trim(), '/');
}
