/**
 * The checks of a request that need only its headers (spec 4, 5.1, 5.2 rule 5), each returning
 * the message to send back, or null when the check passes. Messages say what was received and
 * what the spec wants, so a client can fix the request without reading the sandbox's code.
 */
import { readContentType } from '../../../core/protocol/content-type.ts';
import { readTimestamp } from '../../../core/protocol/timestamp-form.ts';
import { AUTH_HEADERS, HEADER } from '../../../core/protocol/headers.ts';
import { quoteEcho } from '../../http/echo-cut.ts';

/**
 * Content-Type must be `application/json` (spec 4, 5.1). A `charset=utf-8` parameter is
 * accepted, since it states the encoding the spec already requires; anything else is refused.
 */
export function contentTypeProblem(contentType: string | undefined): string | null {
  const reading = readContentType(contentType);
  if (reading.form === 'json') return null;
  if (reading.form === 'missing') {
    return 'Content-Type is missing; send Content-Type: application/json (spec 4, 5.1).';
  }
  return `Content-Type ${quoteEcho(contentType ?? '')} is not accepted; send application/json (spec 4, 5.1).`;
}

/** All four headers must be present and non-empty (spec 5.1; 5.5 "Nonce: empty header"). */
export function missingHeadersProblem(
  values: Readonly<Record<keyof typeof HEADER, string | undefined>>,
): string | null {
  const fields = Object.keys(HEADER) as Array<keyof typeof HEADER>;
  const missing = fields.filter((field) => (values[field] ?? '').trim() === '');
  if (missing.length === 0) return null;
  const list = missing.map((field) => HEADER[field]).join(', ');
  const verb = missing.length === 1 ? 'is' : 'are';
  return `${list} ${verb} missing or empty; every request carries ${AUTH_HEADERS.join(', ')} (spec 5.1).`;
}

/** X-Timestamp must be integer Unix seconds (spec 5.1): names the usual wrong forms. */
export function timestampFormatProblem(timestamp: string): string | null {
  const reading = readTimestamp(timestamp);
  if (reading.form === 'seconds') return null;
  const shown = quoteEcho(timestamp);
  switch (reading.form) {
    case 'milliseconds':
      return `X-Timestamp ${shown} looks like milliseconds; send Unix time in whole seconds, e.g. ${reading.seconds} (spec 5.1).`;
    case 'leading-zero':
      return `X-Timestamp ${shown} has a leading zero; send Unix seconds as plain decimal digits, ${reading.seconds} (spec 5.1).`;
    case 'fraction':
      return `X-Timestamp ${shown} has a fraction; send Unix time in whole seconds (spec 5.1).`;
    case 'date':
      return `X-Timestamp ${shown} is a formatted date; send it as Unix time in whole seconds, ${reading.seconds} (spec 5.1).`;
    default:
      return `X-Timestamp ${shown} is not Unix time; send whole seconds as decimal digits, e.g. 1700000000 (spec 5.1).`;
  }
}

/**
 * X-Timestamp must be within `windowSeconds` of the sandbox clock (spec 5.2 rule 5). The window
 * itself is a sandbox choice, since spec 8 does not show it, and the message says so.
 */
export function clockProblem(
  timestampSeconds: number,
  nowSeconds: number,
  windowSeconds: number,
): string | null {
  const drift = timestampSeconds - nowSeconds;
  if (Math.abs(drift) <= windowSeconds) return null;
  const direction = drift > 0 ? 'ahead of' : 'behind';
  return `X-Timestamp ${timestampSeconds} is ${Math.abs(drift)} seconds ${direction} the sandbox clock (${nowSeconds}); the sandbox allows ${windowSeconds} seconds either way (its choice: the spec does not show the window). Check the client clock (spec 5.2 rule 5).`;
}

/** The message for an X-MerchantID that names no configured merchant (spec 5.1, 5.5). */
export function unknownMerchantMessage(merchantId: string): string {
  return `X-MerchantID ${quoteEcho(merchantId)} is not a merchant ID the sandbox knows; send the assigned merchant ID, not a name, login or user ID (spec 5.1, 5.5).`;
}
