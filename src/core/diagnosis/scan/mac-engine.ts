/**
 * MACs for the mistake search through WebCrypto (`globalThis.crypto.subtle`), importing each
 * key once per secret and algorithm and counting what it computes.
 */
import { toHex, utf8 } from '../../text/bytes.ts';
import type { MacAlgorithm } from '../received-sign.ts';
import { hmacMd5 } from './hmac-md5.ts';

/** Keys longer than this are imported for one MAC and not kept. */
const CACHED_KEY_LENGTH = 256;

type WebCryptoHmac = Exclude<MacAlgorithm, 'SHA-256' | 'HMAC-MD5'>;

const HASH: Record<WebCryptoHmac, string> = {
  'HMAC-SHA256': 'SHA-256',
  'HMAC-SHA1': 'SHA-1',
  'HMAC-SHA512': 'SHA-512',
  'HMAC-SHA384': 'SHA-384',
};

/** Computes MACs and digests over payloads, caching imported keys. */
export interface MacEngine {
  /**
   * A string key is used as its UTF-8 bytes; a byte key as it is. `data` gives the bytes to sign
   * and is called once, synchronously, right before they are handed over: WebCrypto takes a copy
   * of them before `sign` or `digest` returns (its "get a copy of the bytes held by data" step),
   * so the search may write the next candidate's bytes into the same buffer at once.
   */
  mac(
    algorithm: MacAlgorithm,
    key: string | Uint8Array,
    data: () => Uint8Array,
  ): Promise<Uint8Array>;
  /** How many MACs and digests were computed so far. */
  readonly count: number;
}

/**
 * A MAC engine for the search (spec 5.2 rule 4 and the wrong algorithms of spec 5.5
 * "Output format"): HMAC with SHA-256, SHA-1, SHA-384, SHA-512 or MD5 keyed with the UTF-8 secret
 * (or key bytes), or plain SHA-256 with no key. Each CryptoKey is imported once; HMAC-MD5, which
 * WebCrypto lacks, is computed here (hmac-md5.ts).
 */
export function createMacEngine(): MacEngine {
  const subtle = globalThis.crypto.subtle;
  const keys = new Map<string, ReturnType<typeof subtle.importKey>>();
  let count = 0;

  const importKey = (algorithm: WebCryptoHmac, bytes: Uint8Array) =>
    subtle.importKey(
      'raw',
      bytes as Uint8Array<ArrayBuffer>,
      { name: 'HMAC', hash: HASH[algorithm] },
      false,
      ['sign'],
    );

  const keyFor = (algorithm: WebCryptoHmac, secret: string | Uint8Array) => {
    // A key as long as a whole string to sign (key and message swapped) is used once: not cached.
    if (secret.length > CACHED_KEY_LENGTH) {
      return importKey(algorithm, typeof secret === 'string' ? utf8(secret) : secret);
    }
    const id = `${algorithm}\u0000${typeof secret === 'string' ? `s${secret}` : `b${toHex(secret)}`}`;
    let key = keys.get(id);
    if (!key) {
      key = importKey(algorithm, typeof secret === 'string' ? utf8(secret) : secret);
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
        return new Uint8Array(await subtle.digest('SHA-256', data() as Uint8Array<ArrayBuffer>));
      }
      if (algorithm === 'HMAC-MD5') {
        return hmacMd5(typeof secret === 'string' ? utf8(secret) : secret, data());
      }
      const key = await keyFor(algorithm, secret);
      // After the key's await: nothing runs between writing the bytes and WebCrypto's copy.
      return new Uint8Array(await subtle.sign('HMAC', key, data() as Uint8Array<ArrayBuffer>));
    },
  };
}
