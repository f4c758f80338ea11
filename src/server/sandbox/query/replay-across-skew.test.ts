/**
 * A replay must stay refused whatever the clock-skew fault does in between: the fault moves the
 * sandbox's clock, and a nonce table pruned by that clock would forget nonces the real clock
 * still holds inside the window (spec 5.5: the timestamp window; the nonce rule is the sandbox's).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createNonceStore } from './nonce-store.ts';
import {
  freshNonce,
  NOW_MS,
  NOW_SECONDS,
  sendQuery,
  testApp,
} from '../../test-support/sandbox-client.ts';

function setSkew(app: ReturnType<typeof testApp>, seconds: number) {
  return app.request('/_sandbox/faults', {
    method: 'PUT',
    body: JSON.stringify({ clock_skew_seconds: seconds }),
  });
}

describe('a replay across a clock-skew fault', () => {
  it('is refused after the skew moves the clock ahead, prunes, and is undone', async () => {
    let nowMs = NOW_MS;
    const app = testApp({}, () => nowMs);
    const nonce = freshNonce();
    expect((await sendQuery({ nonce }, app)).status).toBe(200);

    expect((await setSkew(app, 600)).status).toBe(200);
    nowMs += 1000;
    // One request at the skewed clock: its timestamp matches the skewed clock, so it passes.
    const skewed = String(Number(NOW_SECONDS) + 601);
    expect((await sendQuery({ timestamp: skewed }, app)).status).toBe(200);

    expect((await setSkew(app, 0)).status).toBe(200);
    const replay = await sendQuery({ nonce }, app);
    expect(replay.status).toBe(401);
    expect(replay.envelope.code).toBe(1004);
  });

  it('never takes back a nonce it may have forgotten when the skew moves the clock back', async () => {
    let nowMs = NOW_MS;
    const app = testApp({}, () => nowMs);
    const nonce = freshNonce();
    expect((await sendQuery({ nonce }, app)).status).toBe(200);

    // Time passes beyond the window; a request on the real clock prunes the first nonce.
    nowMs += 400_000;
    const later = String(Number(NOW_SECONDS) + 400);
    expect((await sendQuery({ timestamp: later }, app)).status).toBe(200);

    // The clock is set back so the first timestamp is inside the window again.
    expect((await setSkew(app, -400)).status).toBe(200);
    const replay = await sendQuery({ nonce }, app);
    expect(replay.status).toBe(401);
    expect([1002, 1004]).toContain(replay.envelope.code);
    expect(replay.verifies).toBe(true);

    // A request signed on the skewed clock with a fresh nonce after the pruned ones still passes.
    const fresh = await sendQuery({ timestamp: String(Number(NOW_SECONDS) + 1) }, app);
    expect(fresh.status).toBe(200);
  });
});

describe('the nonce table under both clocks', () => {
  const step = fc.record({
    // The real clock mostly moves on and now and then steps back a little.
    tick: fc.integer({ min: -2, max: 40 }),
    // Sometimes the clock-skew fault is switched, ahead or behind.
    skew: fc.option(fc.integer({ min: -60, max: 60 }), { freq: 3 }),
    // A replay of an earlier request, or a new one.
    replay: fc.nat(),
    isReplay: fc.boolean(),
    merchantId: fc.constantFrom('M1', 'M2'),
    nonce: fc.constantFrom('a', 'b', 'c', 'd'),
    // Where the timestamp sits in the window of the sandbox clock.
    offset: fc.integer({ min: -20, max: 20 }),
  });

  it('never takes a replay that passes the clock check, whichever way either clock moves', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 200 }), (steps) => {
        const window = 20;
        const store = createNonceStore(window, 1_000, 4);
        // Every request the store took, never forgotten: the truth the store must respect.
        const taken: { merchantId: string; nonce: string; timestamp: number }[] = [];
        let real = 1_000_000;
        let skew = 0;
        let lowest = real;
        let lowestWentBack = false;
        for (const s of steps) {
          real += s.tick;
          if (s.skew !== null) skew = s.skew;
          const sandbox = real + skew;
          if (Math.min(real, sandbox) < lowest) lowestWentBack = true;
          lowest = Math.min(real, sandbox);
          const earlier = taken.length > 0 ? taken[s.replay % taken.length]! : undefined;
          const request =
            s.isReplay && earlier
              ? earlier
              : { merchantId: s.merchantId, nonce: s.nonce, timestamp: sandbox + s.offset };
          // The store is asked only about requests that passed the clock check (spec 5.5).
          if (Math.abs(request.timestamp - sandbox) > window) continue;
          const seenBefore = taken.some(
            (t) => t.merchantId === request.merchantId && t.nonce === request.nonce,
          );
          const answer = store.check(
            request.merchantId,
            request.nonce,
            sandbox,
            request.timestamp,
            real,
          );
          if (request === earlier) expect(answer).not.toBe('fresh');
          // While neither clock has gone back, a nonce never taken is taken.
          if (!seenBefore && !lowestWentBack) expect(answer).toBe('fresh');
          if (answer === 'fresh') taken.push(request);
        }
      }),
      { numRuns: 300, seed: 20261125 },
    );
  });
});
