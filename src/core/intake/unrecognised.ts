/**
 * What the intake says when no format fits a paste: each format it tried and what in the paste
 * stopped it, so the support engineer knows what to fix or ask the merchant for.
 */
import { firstLine } from './extract/raw-http.ts';
import { whyNoLoggedFailure } from './extract/log-line.ts';

/** The formats the intake reads, said once for every refusal. */
export const UNRECOGNISED_PASTE =
  'Could not recognise this paste. Paste a raw HTTP request or response, a curl command (bash, cmd, a curl -v transcript or a debug timeline such as Insomnia\u2019s), a Postman Console copy, a PowerShell Invoke-WebRequest, an HTTPie command, wget --debug output, a DevTools fetch copy, a HAR file or entry, a Postman, Bruno or .http export, the failure-log JSON (merchant_id, timestamp, nonce, raw_body, received_sign), a JSON or access log line, a printed header map or headers and a body.';

const quoteStart = (line: string) => {
  const clean = line.replace(/\r$/, '').trim();
  return `"${clean.length > 40 ? `${clean.slice(0, 37)}...` : clean}"`;
};

/**
 * Lists, format by format, why a paste was not read: the first line for the
 * line-based formats, the JSON error for HAR and the failure log. `jsonError` is the message of
 * JSON.parse on the paste.
 */
export function whyUnrecognised(text: string, jsonError: string): string {
  const line = quoteStart(firstLine(text));
  const reasons = [
    'curl: no "curl" command at the start',
    'curl -v transcript and debug timeline (Insomnia): no "> POST ..." or "< HTTP/1.1 ..." lines',
    'console copy (Postman Console): no "Request Headers" section',
    'PowerShell: no Invoke-WebRequest or Invoke-RestMethod',
    'HTTPie: no "http" or "https" command at the start',
    `raw HTTP: the first line ${line} is not a request line (POST /path HTTP/1.1) or a status line (HTTP/1.1 200 OK)`,
    `headers and body: the first line ${line} is not "Name: value"`,
    `HAR and failure log: not JSON (${jsonError})`,
    `log line: ${whyNoLoggedFailure(text)}`,
    'fetch, wget, Postman, Bruno, .http, access log, printed header map: no X-MerchantID, X-Timestamp, X-Nonce or X-Sign found in their syntax',
  ];
  return `${UNRECOGNISED_PASTE} Tried: ${reasons.join('; ')}.`;
}
