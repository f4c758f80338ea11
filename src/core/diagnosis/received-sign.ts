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
  'hex-lower' | 'hex-upper' | 'hex-mixed' | 'base64' | 'base64url' | 'base64-of-hex';

/** The algorithms the search tries; the service accepts only HMAC-SHA256 (spec 5.2 rule 4). */
export type MacAlgorithm = 'HMAC-SHA256' | 'HMAC-SHA1' | 'HMAC-SHA512' | 'SHA-256';

/** Output size in bytes of each algorithm. */
export const MAC_LENGTH: Record<MacAlgorithm, number> = {
  'HMAC-SHA256': 32,
  'HMAC-SHA1': 20,
  'HMAC-SHA512': 64,
  'SHA-256': 32,
};

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
  if (shape.form === 'empty' || shape.form === 'other') return [];
  if (shape.form === 'hex') {
    const encoding = HEX_ENCODING[shape.letterCase];
    return sizes.has(shape.bytes.length) ? [{ encoding, bytes: shape.bytes }] : [];
  }
  const readings: SignReading[] = [];
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
  return kind === 'request' ? encoding === 'hex-lower' : encoding.startsWith('hex');
}

const ENCODING_TEXT: Record<SignEncoding, string> = {
  'hex-lower': 'lowercase hex',
  'hex-upper': 'uppercase hex',
  'hex-mixed': 'mixed-case hex',
  base64: 'base64',
  base64url: 'base64url',
  'base64-of-hex': 'base64 of the hex text',
};

/** Plain-language name of an output format, e.g. "uppercase hex of HMAC-SHA256" (spec 5.2 rule 4). */
export function describeFormat(algorithm: MacAlgorithm, encoding: SignEncoding): string {
  const what = algorithm === 'SHA-256' ? 'plain SHA-256 (no key)' : algorithm;
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
  const shape = readSignShape(text);
  if (shape.form === 'hex' && shape.bytes.length === 16) {
    return [
      'The received sign is 32 hex characters, the size of an MD5 digest. The service accepts ' +
        'only lowercase hex HMAC-SHA256 (64 characters); MD5 is not searched.',
    ];
  }
  return [
    `The received sign (${text.length} characters) is not the hex or base64 form of an HMAC-SHA256, ` +
      'HMAC-SHA1 or HMAC-SHA512 value, so no candidate can reproduce it. The service expects 64 ' +
      'lowercase hex characters.',
  ];
}
