/**
 * Verifying a signed response or webhook before trusting it (spec 5.3): the four headers are
 * read from the response, the sign is checked over the raw body bytes, and only a verified
 * body may be acted on.
 */
import { AUTH_HEADERS, HEADER } from '../protocol/headers.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { checkSign, type SignRejection } from './sign-check.ts';

/** Anything with a case-insensitive `get`, such as the Fetch API's `Headers`. */
export interface HeaderLookup {
  get(name: string): string | null;
}

/** Each reason of `checkSign`, in words, for a response or webhook sign (spec 5.2 rule 4). */
const REJECTION_TEXT: Record<SignRejection, string> = {
  missing: 'X-Sign is empty',
  'not-hex': 'X-Sign is not hexadecimal',
  'uppercase-hex': 'X-Sign is not lowercase hex',
  base64: 'X-Sign is base64, not the lowercase hex the spec requires',
  'wrong-length': 'X-Sign is not 64 hex characters (HMAC-SHA256)',
  mismatch: 'X-Sign does not match the HMAC-SHA256 of the response bytes with this secret',
};

export type ResponseVerdict =
  | { verdict: 'VERIFIED'; expectedSign: string; notes: string[] }
  | { verdict: 'UNTRUSTED'; expectedSign: string | null; reason: string };

/**
 * Verifies a response (or webhook) over its raw bytes with the merchant's secret (spec 5.3).
 * UNTRUSTED when a header is missing, the response names another merchant, or the sign does
 * not match; the reason says which, and what to check.
 */
export async function verifyResponse(input: {
  /** A response (default) or a webhook: both signed by the rule of spec 5.3. */
  kind?: Exclude<SignedKind, 'request'>;
  secret: string;
  merchantId: string;
  headers: HeaderLookup;
  body: Uint8Array;
}): Promise<ResponseVerdict> {
  const read = (name: string) => input.headers.get(name)?.trim() ?? '';
  const merchantId = read(HEADER.merchantId);
  const timestamp = read(HEADER.timestamp);
  const nonce = read(HEADER.nonce);
  const receivedSign = read(HEADER.sign);
  const missing = AUTH_HEADERS.filter((name) => read(name) === '');
  if (missing.length > 0) {
    return {
      verdict: 'UNTRUSTED',
      expectedSign: null,
      reason: `The response is not signed: ${missing.join(', ')} missing. An unsigned response must not be acted on (spec 5.3).`,
    };
  }
  if (merchantId !== input.merchantId) {
    return {
      verdict: 'UNTRUSTED',
      expectedSign: null,
      reason: `The response is signed for merchant "${merchantId}", not "${input.merchantId}".`,
    };
  }
  const check = await checkSign(
    input.kind ?? 'response',
    input.secret,
    { merchantId, timestamp, nonce, body: input.body },
    receivedSign,
  );
  if (!check.ok) {
    const why = REJECTION_TEXT[check.reason];
    return {
      verdict: 'UNTRUSTED',
      expectedSign: check.expected,
      reason: `${why}. The body may have been altered, or the secret is not the one that signed it (test and production secrets differ).`,
    };
  }
  const notes = check.caseNormalised
    ? [
        'The received X-Sign was not lowercase; it was lowercased before comparing (spec 5.3 rule 4).',
      ]
    : [];
  return { verdict: 'VERIFIED', expectedSign: check.expected, notes };
}
