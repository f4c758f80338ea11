/**
 * Remembers nonces per merchant so a replayed request is refused. The spec leaves repeated
 * nonces open (5.5 "not shown"); the sandbox refuses a nonce seen within the clock window.
 */

/** Nonces seen per merchant, each kept until it can no longer pass the clock check. */
export interface NonceStore {
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
export function createNonceStore(windowSeconds: number): NonceStore {
  const byMerchant = new Map<string, Map<string, number>>();
  let lastPrune = -Infinity;

  function prune(nowSeconds: number): void {
    // Pruning walks every entry; once a second is plenty for a test server.
    if (nowSeconds === lastPrune) return;
    lastPrune = nowSeconds;
    for (const [merchantId, nonces] of byMerchant) {
      for (const [nonce, expiresAt] of nonces) if (expiresAt < nowSeconds) nonces.delete(nonce);
      if (nonces.size === 0) byMerchant.delete(merchantId);
    }
  }

  return {
    remember(merchantId, nonce, nowSeconds, timestampSeconds) {
      prune(nowSeconds);
      let nonces = byMerchant.get(merchantId);
      const expiresAt = nonces?.get(nonce);
      if (expiresAt !== undefined && expiresAt >= nowSeconds) return false;
      if (!nonces) {
        nonces = new Map();
        byMerchant.set(merchantId, nonces);
      }
      nonces.set(nonce, Math.max(nowSeconds, timestampSeconds) + windowSeconds);
      return true;
    },
    size() {
      let total = 0;
      for (const nonces of byMerchant.values()) total += nonces.size;
      return total;
    },
  };
}
