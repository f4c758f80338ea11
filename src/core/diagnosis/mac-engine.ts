/**
 * MACs for the mistake search through WebCrypto (`globalThis.crypto.subtle`), importing each
 * key once per secret and algorithm and counting what it computes.
 */
import { utf8 } from '../bytes.ts';
import type { MacAlgorithm } from './received-sign.ts';

const HASH: Record<Exclude<MacAlgorithm, 'SHA-256'>, string> = {
  'HMAC-SHA256': 'SHA-256',
  'HMAC-SHA1': 'SHA-1',
  'HMAC-SHA512': 'SHA-512',
};

/** Computes MACs and digests over payloads, caching imported keys. */
export interface MacEngine {
  mac(algorithm: MacAlgorithm, secret: string, data: Uint8Array): Promise<Uint8Array>;
  /** How many MACs and digests were computed so far. */
  readonly count: number;
}

/**
 * A MAC engine for the mistake search (spec 5.2 rule 4 and the wrong algorithms of spec 5.5
 * "Output format"): HMAC with SHA-256, SHA-1 or SHA-512 keyed with the UTF-8 secret, or plain
 * SHA-256 with no key. Each CryptoKey is imported once.
 */
export function createMacEngine(): MacEngine {
  const subtle = globalThis.crypto.subtle;
  const keys = new Map<string, ReturnType<typeof subtle.importKey>>();
  let count = 0;

  const keyFor = (algorithm: Exclude<MacAlgorithm, 'SHA-256'>, secret: string) => {
    const id = `${algorithm}\u0000${secret}`;
    let key = keys.get(id);
    if (!key) {
      key = subtle.importKey(
        'raw',
        utf8(secret) as Uint8Array<ArrayBuffer>,
        { name: 'HMAC', hash: HASH[algorithm] },
        false,
        ['sign'],
      );
      keys.set(id, key);
    }
    return key;
  };

  return {
    get count() {
      return count;
    },
    async mac(algorithm, secret, data) {
      count++;
      if (algorithm === 'SHA-256') {
        return new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
      }
      const key = await keyFor(algorithm, secret);
      return new Uint8Array(await subtle.sign('HMAC', key, data as Uint8Array<ArrayBuffer>));
    },
  };
}
