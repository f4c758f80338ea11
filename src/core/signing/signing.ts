/**
 * The signature scheme of the Merchant Payment Service (spec section 5): the string to sign,
 * HMAC-SHA256 through WebCrypto (`globalThis.crypto.subtle`), and the same MAC computed
 * synchronously (`signNow`) for the live sign; the check of a received sign is `sign-check.ts`.
 * Pure: clock and randomness live in `request-parts.ts` and are passed in as values.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, toHex, utf8 } from '../text/bytes.ts';

/** The four signed parts of a request, response or webhook. */
export interface SignParts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  /** The raw body: a string (signed as its UTF-8 bytes) or the exact bytes from the wire. */
  body: string | Uint8Array;
}

/** The separator between the parts: a single line feed, 0x0A (spec 5.2 rule 2). */
export const SEPARATOR = '\n';

/**
 * Builds the bytes to sign: merchant ID, LF, timestamp, LF, nonce, LF, raw body, in that order
 * only (spec 5.2). A string body is encoded as UTF-8; a byte body is used as it is, so a
 * response is verified over exactly the bytes that came off the wire (spec 5.3 rule 3).
 */
export function stringToSignBytes(parts: SignParts): Uint8Array {
  return concatBytes(stringToSignPieces(parts));
}

/** The string to sign up to the body: merchant ID, LF, timestamp, LF, nonce, LF (spec 5.2). */
export function stringToSignHead(parts: Omit<SignParts, 'body'>): string {
  return parts.merchantId + SEPARATOR + parts.timestamp + SEPARATOR + parts.nonce + SEPARATOR;
}

/**
 * The string to sign as its two byte runs, the parts before the body and the body itself: a MAC
 * fed both in turn equals the MAC of {@link stringToSignBytes}, without copying the body.
 */
export function stringToSignPieces(parts: SignParts): [head: Uint8Array, body: Uint8Array] {
  return [
    utf8(stringToSignHead(parts)),
    typeof parts.body === 'string' ? utf8(parts.body) : parts.body,
  ];
}

/** How many imported keys are kept: the test and production secrets, and a few being typed. */
const KEY_CACHE_SIZE = 8;
/** The key type of whichever WebCrypto the host has (the browser's or Node's). */
type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
const keys = new Map<string, Promise<HmacKey>>();

/**
 * The HMAC key for `secret`, imported once and reused: importing costs a WebCrypto round trip,
 * which a sign per keystroke must not pay again. The oldest key is dropped past the cache size.
 */
function hmacKey(secret: string): Promise<HmacKey> {
  const cached = keys.get(secret);
  if (cached) return cached;
  const key = globalThis.crypto.subtle.importKey(
    'raw',
    utf8(secret) as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  keys.set(secret, key);
  // A failed import is not cached, so a later call can try again.
  key.catch(() => keys.get(secret) === key && keys.delete(secret));
  if (keys.size > KEY_CACHE_SIZE) keys.delete(keys.keys().next().value as string);
  return key;
}

/** HMAC-SHA256 of `data` keyed with the UTF-8 bytes of `secret`, as raw bytes. */
export async function hmacSha256(secret: string, data: Uint8Array): Promise<Uint8Array> {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    data as Uint8Array<ArrayBuffer>,
  );
  return new Uint8Array(mac);
}

/** Lowercase hex HMAC-SHA256 of `data` keyed with `secret` (spec 5.2 rule 4). */
export async function hmacSha256Hex(secret: string, data: Uint8Array): Promise<string> {
  return toHex(await hmacSha256(secret, data));
}

/**
 * The `X-Sign` value for the given parts: lowercase hexadecimal HMAC-SHA256 of the string to
 * sign, keyed with the merchant API secret (spec 5.2 rule 4).
 */
export async function sign(secret: string, parts: SignParts): Promise<string> {
  return hmacSha256Hex(secret, stringToSignBytes(parts));
}

/**
 * HMAC-SHA256 keyed with the UTF-8 bytes of `secret` over `pieces` fed in turn, computed
 * synchronously in JavaScript (noble-hashes) instead of through WebCrypto's asynchronous round
 * trip, for what is drawn in the same frame as the keystroke that changed it.
 */
export function hmacSha256Now(secret: string, ...pieces: Uint8Array[]): Uint8Array {
  const mac = hmac.create(sha256, utf8(secret));
  for (const piece of pieces) mac.update(piece);
  return mac.digest();
}

/**
 * The `X-Sign` value for the given parts, computed synchronously (`hmacSha256Now`): the live
 * sign of a keystroke is painted in the keystroke's own frame. The same rule as `sign`, held to
 * the same vectors and to Node's `createHmac`; the body is hashed where it lies, without a
 * joined copy.
 */
export function signNow(secret: string, parts: SignParts): string {
  return toHex(hmacSha256Now(secret, ...stringToSignPieces(parts)));
}
