/**
 * The sandbox's MAC back end: HMAC-SHA256 through `node:crypto`, synchronous and far cheaper per
 * request than a WebCrypto round trip. The signing rule itself stays in core: the bytes to sign
 * are always `stringToSignPieces` (spec 5.2), only the MAC is computed here. A string key is
 * taken as its UTF-8 bytes by `createHmac`, as WebCrypto is given them.
 */
import { createHmac } from 'node:crypto';
import { stringToSignPieces, type SignParts } from '../core/signing.ts';

/** The two byte runs of the string to sign, as `stringToSignPieces` returns them. */
export type SignPieces = ReturnType<typeof stringToSignPieces>;

/**
 * HMAC-SHA256 of the string to sign given as its pieces, keyed with the UTF-8 bytes of
 * `secret`, as raw bytes.
 */
export function hmacOfPieces(secret: string, [head, body]: SignPieces): Uint8Array {
  const mac = createHmac('sha256', secret).update(head).update(body).digest();
  return new Uint8Array(mac.buffer, mac.byteOffset, mac.byteLength);
}

/** The lowercase hex `X-Sign` of the parts (spec 5.2 rule 4), through `node:crypto`. */
export function signNode(secret: string, parts: SignParts): string {
  const [head, body] = stringToSignPieces(parts);
  return createHmac('sha256', secret).update(head).update(body).digest('hex');
}
