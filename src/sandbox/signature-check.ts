/**
 * Verifies a request's X-Sign over the exact bytes received (spec 5.2, 5.5) and explains a
 * failure without ever revealing the expected signature: what the sandbox signed, with which
 * secret, and the usual mistakes it can recognise (case, base64, production secret).
 */
import { constantTimeEqual, fromHex, toBase64 } from '../core/bytes.ts';
import { hmacSha256, stringToSignBytes, type SignParts } from '../core/signing.ts';
import type { SandboxMerchant } from './config.ts';

export type SignatureCheck = { ok: true } | { ok: false; msg: string };

/** What is wrong with the form of a sign that is not 64 lowercase hex characters. */
function formatDetail(received: string, expected: Uint8Array): string {
  const length = received.length;
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(received)) {
    const standard = received.replace(/-/g, '+').replace(/_/g, '/').replace(/=?$/, '=');
    return standard === toBase64(expected)
      ? 'it is the right HMAC, but in base64'
      : 'it looks like base64';
  }
  if (/^[0-9a-fA-F]{32}$/.test(received)) {
    return 'it has 32 hex characters, the length of an MD5 digest';
  }
  if (/^[0-9a-fA-F]+$/.test(received)) return `it has ${length} hex characters`;
  return `it has ${length} characters, not all hex`;
}

/** The mismatch message: the parts that were signed, byte counts, no expected signature. */
function mismatchMessage(parts: SignParts, body: Uint8Array, signedBytes: number): string {
  return (
    `Signature verification failed: the sandbox signed ${signedBytes} bytes = ` +
    `merchant_id ${JSON.stringify(parts.merchantId)} LF timestamp ${JSON.stringify(parts.timestamp)} ` +
    `LF nonce ${JSON.stringify(parts.nonce)} LF raw body (${body.length} bytes), ` +
    'HMAC-SHA256 with the test secret, lowercase hex. See spec 5.5.'
  );
}

/**
 * Checks `receivedSign` against HMAC-SHA256 of the string to sign keyed with the merchant's
 * TEST secret (the sandbox is the test environment, spec 1). A sign made with the production
 * secret is still refused, with a hint that the secrets are mixed (spec 1, 5.5).
 */
export async function checkRequestSignature(
  merchant: SandboxMerchant,
  parts: { merchantId: string; timestamp: string; nonce: string; body: Uint8Array },
  receivedSign: string,
): Promise<SignatureCheck> {
  const signed = stringToSignBytes(parts);
  const expected = await hmacSha256(merchant.testSecret, signed);
  if (!/^[0-9a-f]{64}$/.test(receivedSign)) {
    if (/^[0-9a-fA-F]{64}$/.test(receivedSign)) {
      const lowered = fromHex(receivedSign.toLowerCase()) as Uint8Array;
      const verdict = constantTimeEqual(lowered, expected)
        ? 'lowercased, it matches, so only the case is wrong'
        : 'lowercased, it does not match either';
      return { ok: false, msg: `X-Sign must be lowercase hex (spec 5.2 rule 4); ${verdict}.` };
    }
    return {
      ok: false,
      msg: `X-Sign must be the 64-character lowercase hex HMAC-SHA256 of the string to sign (spec 5.2 rule 4); ${formatDetail(receivedSign, expected)}.`,
    };
  }
  const received = fromHex(receivedSign) as Uint8Array;
  if (constantTimeEqual(received, expected)) return { ok: true };
  const production = await hmacSha256(merchant.productionSecret, signed);
  if (constantTimeEqual(received, production)) {
    return {
      ok: false,
      msg: 'Signature verification failed: X-Sign was signed with the production secret; the test environment expects the test secret (spec 1, 5.5).',
    };
  }
  return { ok: false, msg: mismatchMessage(parts, parts.body, signed.length) };
}
