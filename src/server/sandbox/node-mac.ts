/**
 * The sandbox's MAC back end: HMAC-SHA256 through `node:crypto`, synchronous and far cheaper per
 * request than a WebCrypto round trip. The signing rule itself stays in core: the bytes to sign
 * are always `stringToSignPieces` (spec 5.2), only the MAC is computed here. A secret is
 * keyed as its UTF-8 bytes (a `createSecretKey` made once per secret), as WebCrypto is given them.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { stringToSignPieces, type SignParts } from '../../core/signing/signing.ts';

/** How many keys are kept: each merchant's test and production secrets, with room to spare. */
const KEY_CACHE_SIZE = 16;
const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of `secret` (its UTF-8 bytes), made once: `createHmac` given the string would
 * encode it into a new buffer for every MAC. Past the cache size the cache starts over.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= KEY_CACHE_SIZE) keys.clear();
    key = createSecretKey(secret, 'utf8');
    keys.set(secret, key);
  }
  return key;
}

/** The two byte runs of the string to sign, as `stringToSignPieces` returns them. */
export type SignPieces = ReturnType<typeof stringToSignPieces>;

/** The HMAC-SHA256 of the string to sign, fed its pieces, keyed with the secret's UTF-8 bytes. */
const macOf = (secret: string, [head, body]: SignPieces) =>
  createHmac('sha256', keyOf(secret)).update(head).update(body);

/** HMAC-SHA256 of the string to sign given as its pieces, as raw bytes. */
export function hmacOfPieces(secret: string, pieces: SignPieces): Uint8Array {
  const mac = macOf(secret, pieces).digest();
  return new Uint8Array(mac.buffer, mac.byteOffset, mac.byteLength);
}

/** The lowercase hex `X-Sign` of the parts (spec 5.2 rule 4), through `node:crypto`. */
export function signNode(secret: string, parts: SignParts): string {
  return macOf(secret, stringToSignPieces(parts)).digest('hex');
}
