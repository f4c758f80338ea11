/**
 * The sandbox's MAC back end: HMAC-SHA256 through `node:crypto`, synchronous and far cheaper per
 * request than a WebCrypto round trip. The signing rule itself stays in core: the bytes to sign
 * are always `stringToSignBytes` (spec 5.2), only the MAC is computed here.
 */
import { createHmac } from 'node:crypto';
import { stringToSignBytes, type SignParts } from '../core/signing.ts';

/** HMAC-SHA256 of `data` keyed with the UTF-8 bytes of `secret`, as raw bytes. */
export function hmacSha256Node(secret: string, data: Uint8Array): Uint8Array {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(data).digest();
  return new Uint8Array(mac.buffer, mac.byteOffset, mac.byteLength);
}

/** The lowercase hex `X-Sign` of the parts (spec 5.2 rule 4), through `node:crypto`. */
export function signNode(secret: string, parts: SignParts): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(stringToSignBytes(parts))
    .digest('hex');
}
