/**
 * Remembers nonces per merchant so a replayed request is refused. The spec leaves repeated
 * nonces open (5.5 "not shown"); the sandbox refuses a nonce seen within the clock window.
 */

/**
 * The most nonces held at once. Memory would otherwise grow with the request rate (each nonce is
 * kept for the clock window); this bounds it near 30 MB. At the cap the store fails closed: a
 * new nonce is not recorded and its request is refused as busy until old entries expire, so a
 * replay can never slip through because an entry was dropped.
 */
export const NONCE_STORE_CAP = 200_000;

/** What {@link NonceStore.check} found. */
export type NonceCheck = 'fresh' | 'reused' | 'full';

/** Nonces seen per merchant, each kept until it can no longer pass the clock check. */
export interface NonceStore {
  /**
   * Records `nonce` for `merchantId` ('fresh'); or finds it already seen and unexpired
   * ('reused'); or, at the cap, records nothing ('full'). Times are Unix seconds.
   */
  check(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
  ): NonceCheck;
  /**
   * Records `nonce` for `merchantId` and returns true, or returns false when it was already seen
   * and has not expired. `nowSeconds` and `timestampSeconds` are Unix seconds.
   */
  remember(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
  ): boolean;
  /** How many nonces are held (for tests). */
  size(): number;
}

/**
 * A nonce store whose entries live `windowSeconds` past the later of the arrival time and the
 * request's timestamp: after that, a replay fails the timestamp check anyway, so forgetting the
 * nonce is safe and keeps memory bounded by the request rate.
 */
export function createNonceStore(windowSeconds: number, cap = NONCE_STORE_CAP): NonceStore {
  const byMerchant = new Map<string, Map<string, number>>();
  // The nonces by the second they expire in, so pruning visits only what has expired.
  const byExpiry = new Map<number, Array<[merchantId: string, nonce: string]>>();
  let lastPrune = -Infinity;
  let held = 0;

  function prune(nowSeconds: number): void {
    // Once a second is plenty for a test server.
    if (nowSeconds === lastPrune) return;
    lastPrune = nowSeconds;
    for (const [expiresAt, expiring] of byExpiry) {
      if (expiresAt >= nowSeconds) continue;
      byExpiry.delete(expiresAt);
      for (const [merchantId, nonce] of expiring) {
        const nonces = byMerchant.get(merchantId);
        const stored = nonces?.get(nonce);
        if (nonces && stored !== undefined && stored < nowSeconds && nonces.delete(nonce)) {
          held -= 1;
          if (nonces.size === 0) byMerchant.delete(merchantId);
        }
      }
    }
  }

  function check(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
  ): NonceCheck {
    prune(nowSeconds);
    let nonces = byMerchant.get(merchantId);
    const expiresAt = nonces?.get(nonce);
    if (expiresAt !== undefined && expiresAt >= nowSeconds) return 'reused';
    if (expiresAt === undefined && held >= cap) return 'full';
    if (!nonces) {
      nonces = new Map();
      byMerchant.set(merchantId, nonces);
    }
    if (expiresAt === undefined) held += 1;
    const expiry = Math.max(nowSeconds, timestampSeconds) + windowSeconds;
    nonces.set(nonce, expiry);
    const expiring = byExpiry.get(expiry);
    if (expiring) expiring.push([merchantId, nonce]);
    else byExpiry.set(expiry, [[merchantId, nonce]]);
    return 'fresh';
  }

  return {
    check,
    remember: (...args) => check(...args) === 'fresh',
    size: () => held,
  };
}
