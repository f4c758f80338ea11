import { describe, expect, it } from 'vitest';
import { createNonceStore } from './nonce-store.ts';
import { freshNonce, sendQuery, testApp } from './test-support.ts';

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
    expect(store.remember('M1', 'n', 1501, 1200)).toBe(true);
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
