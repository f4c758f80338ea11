/**
 * Verifies a request's X-Sign over the exact bytes received (spec 5.2, 5.5) and explains a
 * failure without ever revealing the expected signature: what the sandbox signed, with which
 * secret, and the usual mistakes it can recognise (case, base64, production secret).
 */
import { stringToSignPieces, type SignParts } from '../../../core/signing/signing.ts';
import { checkSignBytes, type SignCheck } from '../../../core/signing/sign-check.ts';
import type { SandboxMerchant } from '../config.ts';
import { hmacOfPieces } from '../node-mac.ts';
import { quoteEcho } from '../../http/echo-cut.ts';

export type SignatureCheck = { ok: true } | { ok: false; msg: string };

const FORM_RULE =
  'X-Sign must be the 64-character lowercase hex HMAC-SHA256 of the string to sign (spec 5.2 rule 4)';

/** A refusal of `checkSignBytes` for the sign's form, in words; never the expected sign. */
function formProblem(check: Extract<SignCheck, { ok: false }>, received: string): string {
  switch (check.reason) {
    case 'uppercase-hex':
      return `X-Sign must be lowercase hex (spec 5.2 rule 4); ${
        check.sameMac
          ? 'lowercased, it matches, so only the case is wrong'
          : 'lowercased, it does not match either'
      }.`;
    case 'base64':
      return `${FORM_RULE}; ${check.sameMac ? 'it is the right HMAC, but in base64' : 'it looks like base64'}.`;
    case 'wrong-length':
      return `${FORM_RULE}; ${
        check.hexLength === 32
          ? 'it has 32 hex characters, the length of an MD5 digest'
          : `it has ${check.hexLength} hex characters`
      }.`;
    default:
      return `${FORM_RULE}; it has ${received.trim().length} characters, not all hex.`;
  }
}

/**
 * The mismatch message: the parts that were signed (each cut as every echoed value is), byte
 * counts, no expected signature.
 */
function mismatchMessage(parts: SignParts, body: Uint8Array, signedBytes: number): string {
  return (
    `Signature verification failed: the sandbox signed ${signedBytes} bytes = ` +
    `merchant_id ${quoteEcho(parts.merchantId)} LF timestamp ${quoteEcho(parts.timestamp)} ` +
    `LF nonce ${quoteEcho(parts.nonce)} LF raw body (${body.length} bytes), ` +
    'HMAC-SHA256 with the test secret, lowercase hex. See spec 5.5.'
  );
}

/**
 * Checks `receivedSign` against HMAC-SHA256 of the string to sign keyed with the merchant's
 * TEST secret (the sandbox is the test environment, spec 1). A sign made with the production
 * secret is still refused, with a hint that the secrets are mixed (spec 1, 5.5).
 */
export function checkRequestSignature(
  merchant: SandboxMerchant,
  parts: { merchantId: string; timestamp: string; nonce: string; body: Uint8Array },
  receivedSign: string,
): SignatureCheck {
  const pieces = stringToSignPieces(parts);
  const check = checkSignBytes('request', hmacOfPieces(merchant.testSecret, pieces), receivedSign);
  if (check.ok) return { ok: true };
  if (check.reason !== 'mismatch') return { ok: false, msg: formProblem(check, receivedSign) };
  const production = hmacOfPieces(merchant.productionSecret, pieces);
  if (checkSignBytes('request', production, receivedSign).ok) {
    return {
      ok: false,
      msg: 'Signature verification failed: X-Sign was signed with the production secret; the test environment expects the test secret (spec 1, 5.5).',
    };
  }
  return {
    ok: false,
    msg: mismatchMessage(parts, parts.body, pieces[0].length + pieces[1].length),
  };
}
