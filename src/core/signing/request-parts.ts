/**
 * Timestamps, nonces and the four authentication headers of spec 5.1. Clock and randomness
 * are parameters, so callers (and tests) decide where they come from.
 */
import { CONTENT_TYPE, CONTENT_TYPE_HEADER, HEADER } from '../protocol/headers.ts';

/** Unix time in whole seconds as decimal text (spec 5.1 `X-Timestamp`), from milliseconds. */
export function unixSeconds(nowMs: number): string {
  return Math.floor(nowMs / 1000).toString();
}

/** URL-safe alphabet of 64 characters: one random byte masked to 6 bits picks one uniformly. */
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Length of generated nonces, inside the 16 to 32 characters the spec recommends (5.1, 8). */
const NONCE_LENGTH = 24;

/** Fills a byte array with cryptographic randomness. */
export type RandomBytes = (length: number) => Uint8Array;

/** Cryptographically random bytes from WebCrypto. */
const cryptoRandomBytes: RandomBytes = (length) =>
  globalThis.crypto.getRandomValues(new Uint8Array(length));

/**
 * A random nonce for `X-Nonce` (spec 5.1): non-empty, URL-safe, `length` characters (default
 * 24, within the recommended 16 to 32), drawn without bias from cryptographic randomness.
 */
export function generateNonce(
  random: RandomBytes = cryptoRandomBytes,
  length = NONCE_LENGTH,
): string {
  let nonce = '';
  for (const byte of random(length)) nonce += NONCE_ALPHABET[byte & 63];
  return nonce;
}

/**
 * The request headers of spec 5.1: content type and the four authentication headers. The
 * caller sends the body it signed, unchanged.
 */
export function signedRequestHeaders(values: {
  merchantId: string;
  timestamp: string;
  nonce: string;
  sign: string;
}): Record<string, string> {
  return {
    [CONTENT_TYPE_HEADER]: CONTENT_TYPE,
    [HEADER.merchantId]: values.merchantId,
    [HEADER.timestamp]: values.timestamp,
    [HEADER.nonce]: values.nonce,
    [HEADER.sign]: values.sign,
  };
}
