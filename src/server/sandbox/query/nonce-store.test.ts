import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createNonceStore, NONCE_STORE_CAP } from './nonce-store.ts';
import { freshNonce, sendQuery, testApp } from '../../test-support/sandbox-client.ts';

describe('createNonceStore', () => {
  it('refuses a nonce seen within the window, per merchant', () => {
    const store = createNonceStore(300);
    expect(store.remember('M1', 'n', 1000, 1000)).toBe(true);
    expect(store.remember('M1', 'n', 1200, 1000)).toBe(false);
    expect(store.remember('M2', 'n', 1200, 1000)).toBe(true);
  });

  it('keeps a nonce while its timestamp could still pass the clock check', () => {
    const store = createNonceStore(300);
    // Timestamp 200 s ahead of the clock: valid until 1500, so the nonce is held until then.
    expect(store.remember('M1', 'n', 1000, 1200)).toBe(true);
    expect(store.remember('M1', 'n', 1500, 1200)).toBe(false);
    // Once it expired, the nonce is taken again with a timestamp the clock check still passes.
    expect(store.check('M1', 'n', 1501, 1201)).toBe('fresh');
  });

  it('prunes expired entries so memory stays bounded', () => {
    const store = createNonceStore(10);
    for (let i = 0; i < 50; i++) store.remember('M1', `n${i}`, 1000, 1000);
    expect(store.size()).toBe(50);
    store.remember('M1', 'late', 1011, 1011);
    expect(store.size()).toBe(1);
  });
});

describe('the nonce cap', () => {
  it('fails closed at the cap: a new nonce is refused, a seen one still reads as reused', () => {
    const store = createNonceStore(10, 3);
    for (const nonce of ['a', 'b', 'c']) expect(store.check('M1', nonce, 1000, 1000)).toBe('fresh');
    expect(store.check('M1', 'd', 1000, 1000)).toBe('full');
    expect(store.check('M2', 'e', 1000, 1000)).toBe('full');
    expect(store.check('M1', 'a', 1000, 1000)).toBe('reused');
    expect(store.size()).toBe(3);
  });

  it('takes new nonces again once the old ones expire with the window', () => {
    const store = createNonceStore(10, 3);
    for (const nonce of ['a', 'b', 'c']) store.check('M1', nonce, 1000, 1000);
    expect(store.check('M1', 'd', 1010, 1010)).toBe('full');
    expect(store.check('M1', 'd', 1011, 1011)).toBe('fresh');
    expect(store.size()).toBe(1);
  });

  it('holds memory at the cap under a long run of fresh nonces', () => {
    const store = createNonceStore(300, 1000);
    let full = 0;
    for (let i = 0; i < 5000; i++) if (store.check('M1', `n${i}`, 1000, 1000) === 'full') full++;
    expect(store.size()).toBe(1000);
    expect(full).toBe(4000);
  });
});

/**
 * The 64-bit multiply-xor hash (cyrb53's two lanes) the store once keyed nonces on, kept here
 * only to show that the pair below collides under it: its state after the merchant ID is fixed
 * and each step is invertible, so a cycle search over 57 bits of its state found two
 * 10-character nonces whose lanes differ in the same low bits, and one more character each
 * cancels the difference.
 */
function unkeyedHash(merchantId: string, nonce: string): [number, number] {
  let high = 0xdeadbeef ^ merchantId.length;
  let low = 0x41c6ce57 ^ merchantId.length;
  for (const text of [merchantId, nonce]) {
    for (let index = 0; index < text.length; index++) {
      high = Math.imul(high ^ text.charCodeAt(index), 2654435761);
      low = Math.imul(low ^ text.charCodeAt(index), 1597334677);
    }
  }
  const mixedHigh =
    Math.imul(high ^ (high >>> 16), 2246822507) ^ Math.imul(low ^ (low >>> 13), 3266489909);
  const mixedLow =
    Math.imul(low ^ (low >>> 16), 2246822507) ^
    Math.imul(mixedHigh ^ (mixedHigh >>> 13), 3266489909);
  return [mixedHigh >>> 0, mixedLow >>> 0];
}

const COLLIDING = ['cesZq-jUnCA', 'EprPRI9c-B9'] as const;

describe('the nonce hash', () => {
  it('takes both nonces of a pair built to collide under an unkeyed hash', async () => {
    const [first, second] = COLLIDING;
    expect(first).not.toBe(second);
    expect(unkeyedHash('M100001', first)).toEqual(unkeyedHash('M100001', second));
    const store = createNonceStore(300);
    expect(store.check('M100001', first, 1000, 1000)).toBe('fresh');
    expect(store.check('M100001', second, 1000, 1000)).toBe('fresh');
    // Each one replayed is still caught.
    expect(store.check('M100001', first, 1001, 1000)).toBe('reused');
    expect(store.check('M100001', second, 1001, 1000)).toBe('reused');

    const app = testApp();
    for (const nonce of COLLIDING) expect((await sendQuery({ nonce }, app)).status).toBe(200);
  });

  it('keeps merchant and nonce apart: M1 + "2x" is not M12 + "x"', () => {
    const store = createNonceStore(300);
    expect(store.check('M1', '2x', 1000, 1000)).toBe('fresh');
    expect(store.check('M12', 'x', 1000, 1000)).toBe('fresh');
  });
});

describe('replay through the app', () => {
  it('refuses a replayed nonce with 1004', async () => {
    const app = testApp();
    const nonce = freshNonce();
    expect((await sendQuery({ nonce }, app)).status).toBe(200);
    const replay = await sendQuery({ nonce }, app);
    expect(replay.status).toBe(401);
    expect(replay.envelope.code).toBe(1004);
    expect(replay.envelope.msg).toContain(nonce);
    expect(replay.verifies).toBe(true);
  });

  it('does not burn a nonce on a request whose signature failed', async () => {
    const app = testApp();
    const nonce = freshNonce();
    expect((await sendQuery({ nonce, secret: 'wrong' }, app)).envelope.code).toBe(1003);
    expect((await sendQuery({ nonce }, app)).status).toBe(200);
  });

  it('accepts a replay when nonce reuse is allowed', async () => {
    const app = testApp({ nonceReuse: 'allow' });
    const nonce = freshNonce();
    expect((await sendQuery({ nonce }, app)).status).toBe(200);
    expect((await sendQuery({ nonce }, app)).status).toBe(200);
  });
});

describe('the nonce table', () => {
  /**
   * The store's rule, written plainly: a map from merchant and nonce to the second it expires,
   * pruned of what expired whenever the clock moves, capped in entries; a timestamp no later
   * than a pruned entry's could be a forgotten replay.
   */
  function referenceStore(windowSeconds: number, cap: number) {
    const expiries = new Map<string, number>();
    let horizon = -Infinity;
    return {
      check(merchantId: string, nonce: string, now: number, timestamp: number) {
        for (const [key, expiry] of expiries) {
          if (expiry >= now) continue;
          expiries.delete(key);
          horizon = Math.max(horizon, expiry - windowSeconds);
        }
        const key = JSON.stringify([merchantId, nonce]);
        const expiry = expiries.get(key);
        if (expiry !== undefined && expiry >= now) return 'reused';
        if (timestamp <= horizon) return 'forgotten';
        if (expiry === undefined && expiries.size >= cap) return 'full';
        expiries.set(key, Math.max(now, timestamp) + windowSeconds);
        return 'fresh';
      },
      size: () => expiries.size,
    };
  }

  const step = fc.record({
    merchantId: fc.constantFrom('M1', 'M2', 'M100001'),
    nonce: fc.oneof(fc.constantFrom('a', 'b', 'c', 'n-0001'), fc.string({ maxLength: 6 })),
    // The clock mostly moves on, sometimes stays, now and then steps back a little.
    tick: fc.integer({ min: -2, max: 6 }),
    // The timestamp as sent: behind, on or ahead of the clock.
    skew: fc.integer({ min: -8, max: 8 }),
  });

  it('answers every check as the plain rule does, through growth, runs and removals', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (steps, windowSeconds, cap) => {
          // Four slots to start with: the table grows and its runs wrap around early.
          const store = createNonceStore(windowSeconds, cap, 4);
          const reference = referenceStore(windowSeconds, cap);
          let now = 1000;
          for (const { merchantId, nonce, tick, skew } of steps) {
            now += tick;
            const args = [merchantId, nonce, now, now + skew] as const;
            expect(store.check(...args)).toBe(reference.check(...args));
            expect(store.size()).toBe(reference.size());
          }
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('holds a million nonces of a fast client, and refuses each one replayed', () => {
    const store = createNonceStore(300);
    const nonce = (index: number) => `load-${index.toString(36).padStart(10, '0')}`;
    const second = (index: number) => 1_700_000_000 + Math.floor(index / 15_000);
    let fresh = 0;
    // A fast client's rate, spread over the seconds it takes to send them.
    for (let index = 0; index < NONCE_STORE_CAP; index++) {
      if (store.check('M100001', nonce(index), second(index), second(index)) === 'fresh') fresh++;
    }
    expect(fresh).toBe(NONCE_STORE_CAP);
    const now = second(NONCE_STORE_CAP);
    let reused = 0;
    for (let index = 0; index < NONCE_STORE_CAP; index++) {
      if (store.check('M100001', nonce(index), now, now) === 'reused') reused++;
    }
    expect(reused).toBe(NONCE_STORE_CAP);
    expect(store.check('M100001', 'one more', now, now)).toBe('full');
  });
});
