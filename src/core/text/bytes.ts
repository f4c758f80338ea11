/**
 * Byte helpers shared by the signing core. Everything here is pure and uses only
 * `TextEncoder`/`TextDecoder`, so it runs unchanged in the browser and in Node.
 */
import { isHighSurrogate, isLowSurrogate } from './surrogates.ts';
import { trimEndRun } from './trim-runs.ts';

const utf8Encoder = new TextEncoder();

/** UTF-8 bytes of a string (spec 5.2 rule 3: the text is encoded as UTF-8 before signing). */
export function utf8(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/**
 * The UTF-8 bytes of `text` written into `buffer`, as the part of it they fill: for hot loops
 * that must not allocate a buffer per call. `buffer` must hold them all: `utf8Length(text)`
 * bytes, which three per UTF-16 unit of `text` always are.
 */
export function utf8Into(text: string, buffer: Uint8Array): Uint8Array {
  return buffer.subarray(0, utf8Encoder.encodeInto(text, buffer).written);
}

/**
 * The length of `text` in UTF-8 bytes, counted without encoding it (a megabyte body is counted
 * on every keystroke). A lone surrogate counts as U+FFFD's three bytes, as `utf8` encodes it.
 */
export function utf8Length(text: string): number {
  // Most bodies are ASCII: one pattern scan answers for them.
  if (!/[^\0-\x7f]/.test(text)) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit)) {
      if (isLowSurrogate(text.charCodeAt(index + 1))) {
        bytes += 4;
        index++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Decodes UTF-8 without throwing; invalid sequences become U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
}

/** True when the bytes are well-formed UTF-8. */
export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Concatenates byte arrays into one. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The two lowercase hex digits of each byte value. */
const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lowercase hexadecimal form of bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += HEX_PAIRS[bytes[i]!];
  return hex;
}

/** The value of one hex digit's character code (either case), or -1 when it is not one. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  if (code >= 65 && code <= 70) return code - 55; // A-F
  return -1;
}

/** Bytes of an even-length hexadecimal string (either case), or null when it is not hex. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const high = hexDigit(hex.charCodeAt(i * 2));
    const low = hexDigit(hex.charCodeAt(i * 2 + 1));
    if (high < 0 || low < 0) return null;
    out[i] = (high << 4) | low;
  }
  return out;
}

/** Standard base64 of bytes (used to recognise base64 signatures, which the spec refuses). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Bytes of standard base64 or base64url text, padded or not, or null when it is neither. A text
 * that mixes both alphabets (`+/` with `-_`) is not base64.
 */
export function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || (/[+/]/.test(text) && /[-_]/.test(text))) {
    return null;
  }
  const standard = trimEndRun(text, '=').replace(/-/g, '+').replace(/_/g, '/');
  if (standard.length % 4 === 1) return null;
  try {
    const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
    return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Compares two byte arrays in time that depends only on their lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
