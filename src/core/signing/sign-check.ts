/**
 * The one check of a received `X-Sign` (spec 5.2 rule 4, 5.3 rule 4, 5.5 "Output format"):
 * how the sign is spelled, and why it does or does not verify, as a reason every caller (the
 * sandbox, the lint, response verification, the Verify view) turns into its own words.
 */
import { constantTimeEqual, fromBase64, fromHex, toHex } from '../text/bytes.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { hmacSha256, stringToSignBytes, type SignParts } from './signing.ts';

/** Bytes of an HMAC-SHA256, the only MAC the service accepts (spec 5.2 rule 4). */
const SIGN_BYTES = 32;

/** How a received sign spells its bytes. Hex wins when the text is both hex and base64. */
export type SignShape =
  | { form: 'empty' }
  | { form: 'hex'; letterCase: 'lower' | 'upper' | 'mixed'; bytes: Uint8Array }
  | { form: 'base64'; url: boolean; bytes: Uint8Array }
  | { form: 'other' };

/**
 * Reads the shape of a received sign (spec 5.2 rule 4, 5.5 "Output format"), trimmed as an HTTP
 * header value is: empty, hex in some letter case, standard base64 or base64url, or neither.
 * A string of hex digits of even length is read as hex only.
 */
export function readSignShape(receivedSign: string): SignShape {
  const text = receivedSign.trim();
  if (text === '') return { form: 'empty' };
  const hex = fromHex(text);
  if (hex) {
    const lower = text === text.toLowerCase();
    const letterCase = lower ? 'lower' : text === text.toUpperCase() ? 'upper' : 'mixed';
    return { form: 'hex', letterCase, bytes: hex };
  }
  const bytes = fromBase64(text);
  if (!bytes) return { form: 'other' };
  const url = /[-_]/.test(text) || (!text.endsWith('=') && !/[+/]/.test(text));
  return { form: 'base64', url, bytes };
}

/** Why a received sign does not verify. */
export type SignRejection = Extract<SignCheck, { ok: false }>['reason'];

/**
 * The outcome of a check. `uppercase-hex` (a request sign with any capital letter) and `base64`
 * say whether the bytes are the right MAC all the same (`sameMac`); `wrong-length` gives the
 * number of hex characters (32 is an MD5 digest).
 */
export type SignCheck =
  | { ok: true; expected: string; caseNormalised: boolean }
  | { ok: false; expected: string; reason: 'missing' | 'not-hex' | 'mismatch' }
  | { ok: false; expected: string; reason: 'uppercase-hex' | 'base64'; sameMac: boolean }
  | { ok: false; expected: string; reason: 'wrong-length'; hexLength: number };

/**
 * Checks a received sign against the expected MAC bytes, in constant time. A request's sign must
 * be exactly lowercase hex (spec 5.2 rule 4); a response's or webhook's sign is lowercased first
 * (spec 5.3 rules 4 and 6), and `caseNormalised` notes when that changed it.
 */
export function checkSignBytes(
  kind: SignedKind,
  expectedMac: Uint8Array,
  receivedSign: string,
): SignCheck {
  const expected = toHex(expectedMac);
  const shape = readSignShape(receivedSign);
  switch (shape.form) {
    case 'empty':
      return { ok: false, expected, reason: 'missing' };
    case 'other':
      return { ok: false, expected, reason: 'not-hex' };
    case 'base64':
      return shape.bytes.length === SIGN_BYTES
        ? {
            ok: false,
            expected,
            reason: 'base64',
            sameMac: constantTimeEqual(shape.bytes, expectedMac),
          }
        : { ok: false, expected, reason: 'not-hex' };
    case 'hex':
      break;
  }
  if (shape.bytes.length !== SIGN_BYTES) {
    return { ok: false, expected, reason: 'wrong-length', hexLength: shape.bytes.length * 2 };
  }
  const same = constantTimeEqual(shape.bytes, expectedMac);
  if (kind === 'request' && shape.letterCase !== 'lower') {
    return { ok: false, expected, reason: 'uppercase-hex', sameMac: same };
  }
  if (!same) return { ok: false, expected, reason: 'mismatch' };
  return { ok: true, expected, caseNormalised: shape.letterCase !== 'lower' };
}

/**
 * Computes the expected HMAC-SHA256 of the string to sign (spec 5.2) with `secret`, then
 * {@link checkSignBytes}: the one signature check of requests, responses and webhooks.
 */
export async function checkSign(
  kind: SignedKind,
  secret: string,
  parts: SignParts,
  receivedSign: string,
): Promise<SignCheck> {
  return checkSignBytes(kind, await hmacSha256(secret, stringToSignBytes(parts)), receivedSign);
}
