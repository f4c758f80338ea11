/**
 * The `node:crypto` calls the sandbox makes, for the in-page sandbox's worker build
 * (docs/hosting.md): HMAC-SHA256 and SHA-256 through @noble/hashes, synchronous as Node's are, so
 * the sandbox's code runs unchanged; randomness from `crypto.getRandomValues`.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { Buffer, NodeBytes } from './buffer.ts';

type Input = string | Uint8Array;

/** A secret key as `createSecretKey` makes it: its bytes. */
export interface KeyObject {
  bytes: Uint8Array;
}

function bytesOf(data: Input | KeyObject, encoding?: string): Uint8Array {
  if (data instanceof Uint8Array) return data;
  if (typeof data !== 'string') return data.bytes;
  if (encoding === 'utf16le') {
    const bytes = new Uint8Array(data.length * 2);
    for (let i = 0; i < data.length; i++) {
      bytes[i * 2] = data.charCodeAt(i) & 0xff;
      bytes[i * 2 + 1] = data.charCodeAt(i) >> 8;
    }
    return bytes;
  }
  return new TextEncoder().encode(data);
}

interface Hasher {
  update(data: Uint8Array): Hasher;
  digest(): Uint8Array;
}

/** Node's Hash/Hmac surface over one of noble's incremental hashers. */
function nodeHash(hasher: Hasher) {
  const api = {
    update(data: Input, encoding?: string) {
      hasher.update(bytesOf(data, encoding));
      return api;
    },
    digest(encoding?: 'hex'): NodeBytes & string {
      const buffer = Buffer.from(hasher.digest());
      return (encoding === 'hex' ? buffer.toString('hex') : buffer) as NodeBytes & string;
    },
  };
  return api;
}

export const createSecretKey = (key: Input, encoding?: string): KeyObject => ({
  bytes: bytesOf(key, encoding),
});

export const createHmac = (_algorithm: 'sha256', key: Input | KeyObject) =>
  nodeHash(hmac.create(sha256, bytesOf(key)));

export const createHash = (_algorithm: 'sha256') => nodeHash(sha256.create());

export function randomFillSync<T extends Uint8Array>(bytes: T): T {
  // getRandomValues fills at most 65536 bytes a call.
  for (let at = 0; at < bytes.length; at += 65536) {
    crypto.getRandomValues(bytes.subarray(at, at + 65536));
  }
  return bytes;
}

export const randomBytes = (size: number): NodeBytes => randomFillSync(new NodeBytes(size));

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
