/**
 * Reading a received `X-Sign` (spec 5.2 rule 4, spec 5.5 "Output format"): which encodings of
 * which MAC sizes it can be, so the search compares bytes once instead of re-encoding every
 * candidate MAC in every encoding.
 */
import { fromHex } from '../text/bytes.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { readSignShape } from '../signing/sign-check.ts';

/** How the received sign spells its bytes. */
export type SignEncoding =
  | 'hex-lower'
  | 'hex-upper'
  | 'hex-mixed'
  | 'hex-unpadded'
  | 'base64'
  | 'base64url'
  | 'base64-of-hex';

/** The algorithms the search tries; the service accepts only HMAC-SHA256 (spec 5.2 rule 4). */
export type MacAlgorithm =
  'HMAC-SHA256' | 'HMAC-SHA1' | 'HMAC-SHA512' | 'HMAC-SHA384' | 'HMAC-MD5' | 'SHA-256';

/** Output size in bytes of each algorithm. */
export const MAC_LENGTH: Record<MacAlgorithm, number> = {
  'HMAC-SHA256': 32,
  'HMAC-SHA1': 20,
  'HMAC-SHA512': 64,
  'HMAC-SHA384': 48,
  'HMAC-MD5': 16,
  'SHA-256': 32,
};

/**
 * Hex that lost its leading zeros: the MAC written as a number (Java's
 * `BigInteger.toString(16)`, Python's `hex(int)`), a few digits short of 64. A sign a digit or
 * more short is read as the 32-byte MAC with zeros in front; past six missing digits (one sign
 * in 16 million) it is not.
 */
const UNPADDED_HEX = /^[0-9a-f]{58,63}$/i;

function unpaddedReading(text: string): SignReading[] {
  if (!UNPADDED_HEX.test(text)) return [];
  const bytes = fromHex(text.padStart(64, '0'));
  return bytes ? [{ encoding: 'hex-unpadded', bytes }] : [];
}

/** One way to read the received sign: an encoding and the bytes it decodes to. */
export interface SignReading {
  encoding: SignEncoding;
  bytes: Uint8Array;
}

const HEX_ENCODING = { lower: 'hex-lower', upper: 'hex-upper', mixed: 'hex-mixed' } as const;

/**
 * The readings of a received sign whose size fits one of the searched algorithms (spec 5.5
 * "Output format"), as `readSignShape` reads it: hex in any case, standard base64, base64url, or
 * base64 of the hex text (the hex digest's characters base64-encoded, as PHP's
 * `base64_encode(hash_hmac(...))` writes). A string of hex digits is read as hex only; a
 * 64-character hex sign would be 48 bytes as base64, which no algorithm here makes.
 */
export function readReceivedSign(receivedSign: string): SignReading[] {
  const sizes = new Set(Object.values(MAC_LENGTH));
  const shape = readSignShape(receivedSign);
  const unpadded = unpaddedReading(receivedSign.trim());
  if (shape.form === 'empty') return [];
  if (shape.form === 'other') return unpadded;
  if (shape.form === 'hex') {
    const encoding = HEX_ENCODING[shape.letterCase];
    return sizes.has(shape.bytes.length) ? [{ encoding, bytes: shape.bytes }] : unpadded;
  }
  const readings: SignReading[] = [...unpadded];
  // base64 of the hex *text*: the hex digest is inside.
  const inner = fromHex(String.fromCharCode(...shape.bytes));
  if (inner && sizes.has(inner.length)) readings.push({ encoding: 'base64-of-hex', bytes: inner });
  if (sizes.has(shape.bytes.length)) {
    readings.push({ encoding: shape.url ? 'base64url' : 'base64', bytes: shape.bytes });
  }
  return readings;
}

/**
 * Whether an encoding is the one the receiver accepts: exactly lowercase hex for a request
 * (spec 5.2 rule 4), hex in either case for a response or webhook, which is lowercased before
 * comparing (spec 5.3 rule 4).
 */
export function isAcceptedEncoding(kind: SignedKind, encoding: SignEncoding): boolean {
  if (kind === 'request') return encoding === 'hex-lower';
  return encoding === 'hex-lower' || encoding === 'hex-upper' || encoding === 'hex-mixed';
}

const ENCODING_TEXT: Record<SignEncoding, string> = {
  'hex-lower': 'lowercase hex',
  'hex-upper': 'uppercase hex',
  'hex-mixed': 'mixed-case hex',
  'hex-unpadded': 'hex without its leading zeros',
  base64: 'base64',
  base64url: 'base64url',
  'base64-of-hex': 'base64 of the hex text',
};

/** Plain-language name of an output format, e.g. "uppercase hex of HMAC-SHA256" (spec 5.2 rule 4). */
export function describeFormat(algorithm: MacAlgorithm, encoding: SignEncoding): string {
  const what = algorithm === 'SHA-256' ? 'plain SHA-256 (no key)' : algorithm;
  if (encoding === 'hex-unpadded')
    return `${what} written as a number in hex, its leading zeros lost`;
  return `${ENCODING_TEXT[encoding]} of ${what}`;
}

/**
 * Remarks on a received sign that no candidate can reproduce by its shape alone (spec 5.2
 * rule 4, spec 5.5 "Output format"): empty, an MD5-sized digest, or not a readable MAC.
 */
export function receivedSignNotes(receivedSign: string): string[] {
  const text = receivedSign.trim();
  if (text === '') return ['The received sign is empty: the X-Sign header is missing or blank.'];
  if (readReceivedSign(text).length > 0) return [];
  return [
    `The received sign (${text.length} characters) is not the hex or base64 form of an HMAC-SHA256, ` +
      'HMAC-SHA1, HMAC-SHA384, HMAC-SHA512 or HMAC-MD5 value, so no candidate can reproduce it. ' +
      'The service expects 64 lowercase hex characters.',
  ];
}
