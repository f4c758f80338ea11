/**
 * Remembers nonces per merchant so a replayed request is refused. The spec leaves repeated
 * nonces open (5.5 "not shown"); the sandbox refuses a nonce seen within the clock window.
 */

/**
 * The most nonces held at once. Memory would otherwise grow with the request rate (each nonce is
 * kept for the clock window); this bounds it near 100 MB (about 102 bytes a nonce of the spec's
 * recommended 16 to 32 characters, measured in Node 20), and lets a client sustain ~3,300 signed
 * queries a second for the whole window, or the sandbox's full speed on one core (~15,000 a
 * second) for over a minute. At the cap the store fails closed: a new nonce is not recorded and
 * its request is refused as busy until old entries expire, so a replay can never slip through
 * because an entry was dropped.
 */
export const NONCE_STORE_CAP = 1_000_000;

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
  // Per merchant: each nonce with the second it expires in, and the nonces by that second, so
  // pruning visits only what has expired (a string per nonce, no pair object to keep as well).
  const byMerchant = new Map<
    string,
    { expiry: Map<string, number>; bySecond: Map<number, string[]> }
  >();
  let lastPrune = -Infinity;
  let held = 0;

  function prune(nowSeconds: number): void {
    // Once a second is plenty for a test server.
    if (nowSeconds === lastPrune) return;
    lastPrune = nowSeconds;
    for (const [merchantId, { expiry, bySecond }] of byMerchant) {
      for (const [expiresAt, expiring] of bySecond) {
        if (expiresAt >= nowSeconds) continue;
        bySecond.delete(expiresAt);
        for (const nonce of expiring) {
          const stored = expiry.get(nonce);
          if (stored !== undefined && stored < nowSeconds && expiry.delete(nonce)) held -= 1;
        }
      }
      if (expiry.size === 0) byMerchant.delete(merchantId);
    }
  }

  function check(
    merchantId: string,
    nonce: string,
    nowSeconds: number,
    timestampSeconds: number,
  ): NonceCheck {
    prune(nowSeconds);
    let merchant = byMerchant.get(merchantId);
    const expiresAt = merchant?.expiry.get(nonce);
    if (expiresAt !== undefined && expiresAt >= nowSeconds) return 'reused';
    if (expiresAt === undefined && held >= cap) return 'full';
    if (!merchant) {
      merchant = { expiry: new Map(), bySecond: new Map() };
      byMerchant.set(merchantId, merchant);
    }
    if (expiresAt === undefined) held += 1;
    const expiry = Math.max(nowSeconds, timestampSeconds) + windowSeconds;
    merchant.expiry.set(nonce, expiry);
    const expiring = merchant.bySecond.get(expiry);
    if (expiring) expiring.push(nonce);
    else merchant.bySecond.set(expiry, [nonce]);
    return 'fresh';
  }

  return {
    check,
    remember: (...args) => check(...args) === 'fresh',
    size: () => held,
  };
}
