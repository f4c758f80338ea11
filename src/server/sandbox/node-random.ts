/**
 * The sandbox's default randomness (nonces of signed answers, spec 5.3): cryptographic bytes
 * from `node:crypto`, drawn from a pool filled a few kilobytes at a time, as Node's own
 * `randomUUID` does, rather than one system call per answer. Each byte is handed out once.
 */
import { randomFillSync } from 'node:crypto';
import type { RandomBytes } from '../../core/signing/request-parts.ts';

const POOL_BYTES = 4096;

/** A {@link RandomBytes} that refills its pool of `poolBytes` bytes when it runs out. */
export function pooledRandomBytes(poolBytes: number = POOL_BYTES): RandomBytes {
  const pool = new Uint8Array(poolBytes);
  let used = poolBytes;
  return (length) => {
    if (length > poolBytes) return randomFillSync(new Uint8Array(length));
    if (used + length > poolBytes) {
      randomFillSync(pool);
      used = 0;
    }
    const bytes = pool.slice(used, used + length);
    used += length;
    return bytes;
  };
}
