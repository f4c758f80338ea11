/**
 * The few `node:buffer` calls the sandbox makes, for the in-page sandbox's worker build
 * (docs/hosting.md): bytes as a Uint8Array with Node's `readUInt32LE` and `toString` for the
 * encodings the sandbox uses, `Buffer.from(text, 'latin1')` and `Buffer.byteLength`.
 */
import { trimEndRun } from '../../../core/text/trim-runs.ts';

type Encoding = 'hex' | 'base64url' | 'latin1' | 'utf8';

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function base64urlOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return trimEndRun(btoa(binary).replace(/\+/g, '-').replace(/\//g, '_'), '=');
}

/** Bytes with the methods of Node's Buffer the sandbox reads them with. */
export class NodeBytes extends Uint8Array {
  readUInt32LE(offset: number): number {
    return new DataView(this.buffer, this.byteOffset, this.byteLength).getUint32(offset, true);
  }

  override toString(encoding: Encoding = 'utf8'): string {
    if (encoding === 'hex') return hexOf(this);
    if (encoding === 'base64url') return base64urlOf(this);
    if (encoding === 'latin1') return String.fromCharCode(...this);
    return new TextDecoder().decode(this);
  }
}

const bytesOf = (items: ArrayLike<number>) => {
  const bytes = new NodeBytes(items.length);
  bytes.set(items);
  return bytes;
};

export const Buffer = {
  from(value: string | ArrayLike<number>, encoding: Encoding = 'utf8'): NodeBytes {
    if (typeof value !== 'string') return bytesOf(value);
    if (encoding === 'latin1') return bytesOf(Array.from(value, (c) => c.charCodeAt(0) & 0xff));
    return bytesOf(new TextEncoder().encode(value));
  },
  byteLength: (text: string): number => new TextEncoder().encode(text).length,
};
