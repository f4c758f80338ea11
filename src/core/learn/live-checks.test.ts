import { describe, expect, it } from 'vitest';
import {
  checkErrorReadings,
  checkReplayAndClock,
  checkTrust,
  type ErrorReading,
} from './live-checks.ts';

const live: ErrorReading[] = [
  { signal: '401', answer: { status: 401, code: '1002' }, signatureCause: false },
  { signal: '403', answer: { status: 403, code: null }, signatureCause: false },
  { signal: '1003', answer: { status: 401, code: '1003' }, signatureCause: true },
  { signal: '2006', answer: { status: 200, code: '2006' }, signatureCause: false },
  { signal: '5008', answer: { status: 200, code: '5008' }, signatureCause: false },
];

describe('checkErrorReadings', () => {
  it('passes the five signals produced and read right, and says why each reading is right', () => {
    const result = checkErrorReadings(live);
    expect(result.ok).toBe(true);
    expect(result.why).toHaveLength(5);
    expect(result.why?.[2]).toMatch(/^1003: code 1003 is the one code a wrong signature produces/);
    expect(result.why?.[3]).toMatch(/^2006: an amount limit/);
    expect(result.why?.[0]).toMatch(/^401: .*code 1002 names which check/);
  });

  it('refuses an amount limit read as a signature failure, without saying the answer', () => {
    const readings = live.map((r) => (r.signal === '2006' ? { ...r, signatureCause: true } : r));
    const result = checkErrorReadings(readings);
    expect(result.ok).toBe(false);
    expect(result.hints).toEqual([expect.stringContaining('Not every reading is right yet')]);
    expect(result.hints.join(' ')).not.toContain('2006');
  });

  it('refuses a signal the sandbox did not produce', () => {
    const readings = live.map((r) =>
      r.signal === '5008' ? { ...r, answer: { status: 200, code: '0' } } : r,
    );
    expect(checkErrorReadings(readings).hints).toEqual([
      expect.stringContaining('5008 has not been produced'),
    ]);
  });

  it('asks for a reading not given', () => {
    const readings = live.map((r) => (r.signal === '1003' ? { ...r, signatureCause: null } : r));
    expect(checkErrorReadings(readings).ok).toBe(false);
  });
});

describe('checkReplayAndClock', () => {
  const ok = { status: 200, code: '0' };
  const done = {
    original: ok,
    replay: { status: 401, code: '1004' },
    skewed: { status: 401, code: '1002' },
    replayReading: 'nonce',
    skewedReading: 'clock',
  } as const;

  it('passes an accepted query, its replay and a late one refused, each read right', () => {
    expect(checkReplayAndClock(done).ok).toBe(true);
  });

  it('fails when the replay was accepted or nothing was skewed', () => {
    const result = checkReplayAndClock({ ...done, replay: ok, skewed: null });
    expect(result.hints).toHaveLength(2);
  });

  it('says a late query inside the window was accepted', () => {
    const result = checkReplayAndClock({ ...done, skewed: ok });
    expect(result.hints).toEqual([expect.stringContaining('within the window')]);
  });

  it('wants each refusal read, and read right: three clicks do not pass', () => {
    expect(
      checkReplayAndClock({ ...done, replayReading: null, skewedReading: null }).hints,
    ).toEqual([
      expect.stringContaining('why the replay'),
      expect.stringContaining('why the late query'),
    ]);
    const misread = checkReplayAndClock({ ...done, replayReading: 'signature' });
    expect(misread.ok).toBe(false);
    expect(misread.hints).toEqual([expect.stringContaining("Read the replay's answer again")]);
  });
});

describe('checkTrust', () => {
  it('passes trusting only what verifies', () => {
    const result = checkTrust([
      { label: 'A', verified: true, trusted: true },
      { label: 'B', verified: false, trusted: false },
    ]);
    expect(result.ok).toBe(true);
    expect(result.why?.[0]).toMatch(/^A: its X-Sign, lowercased, equals the HMAC recomputed/);
    expect(result.why?.[1]).toMatch(/^B: its X-Sign differs .* must not be acted on/);
  });

  it('fails trusting what does not verify, or refusing what does', () => {
    const result = checkTrust([
      { label: 'A', verified: true, trusted: false },
      { label: 'B', verified: false, trusted: true },
    ]);
    expect(result.hints).toEqual([expect.stringContaining('Not every decision is right yet')]);
    // Naming the wrong one would let a learner pass by flipping it.
    expect(result.hints.join(' ')).not.toMatch(/\b[AB]\b/);
  });
});
