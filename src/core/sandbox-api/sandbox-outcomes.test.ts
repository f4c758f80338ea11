import { DIAGNOSIS_POINTER } from './traffic.ts';
import { describe, expect, it } from 'vitest';
import {
  deliveryOutcome,
  diagnosisStateText,
  receiverVerdict,
  cutHeadersNote,
  trafficMessage,
  trafficOutcome,
} from './sandbox-outcomes.ts';

describe('trafficOutcome', () => {
  it('accepts a 2xx with the success code, numeric or string', () => {
    expect(trafficOutcome({ status: 200, code: 0 })).toEqual({
      accepted: true,
      label: 'accepted (200)',
    });
    expect(trafficOutcome({ status: 200, code: '0' }).accepted).toBe(true);
    expect(trafficOutcome({ status: 200, code: 'OK' }, 'OK').accepted).toBe(true);
  });

  it('refuses an amount limit even though it comes with HTTP 200 (spec 7)', () => {
    expect(trafficOutcome({ status: 200, code: 2006 })).toEqual({
      accepted: false,
      label: 'refused: 200, code 2006 Amount limit',
    });
  });

  it('names the status and code of a signature failure', () => {
    expect(trafficOutcome({ status: 401, code: 1003 }).label).toBe(
      'refused: 401, code 1003 Signature verification failed',
    );
  });

  it('refuses a non-2xx without an envelope, and a code it does not know keeps its number', () => {
    expect(trafficOutcome({ status: 444, code: null }).label).toBe('refused: 444');
    expect(trafficOutcome({ status: 418, code: 9999 }).label).toBe('refused: 418, code 9999');
  });
});

describe('deliveryOutcome', () => {
  it('counts any 2xx as delivered', () => {
    expect(
      deliveryOutcome({ status: 204, error: null, durationMs: 12, nextRetryAt: null }),
    ).toEqual({ delivered: true, label: 'delivered: 204 in 12 ms' });
  });

  it('says when the next attempt goes after a refusal or no answer', () => {
    expect(
      deliveryOutcome({
        status: 500,
        error: 'HTTP 500',
        durationMs: 3,
        nextRetryAt: '2026-01-01T00:00:01.000Z',
      }).label,
    ).toBe('refused: 500 in 3 ms; next attempt at 2026-01-01T00:00:01.000Z');
    const none = deliveryOutcome({
      status: null,
      error: 'connection refused',
      durationMs: 1,
      nextRetryAt: null,
    });
    expect(none).toEqual({ delivered: false, label: 'no answer (connection refused)' });
  });
});

const check = (pass: boolean, advisory = false, status: number | null = pass ? 401 : 200) => ({
  pass,
  advisory,
  status,
});

describe('receiverVerdict', () => {
  it('passes on the required checks alone and counts the advisory ones apart', () => {
    const report = {
      checks: [...Array(8).fill(check(true)), ...Array(3).fill(check(false, true))],
    };
    expect(receiverVerdict(report)).toEqual({
      ok: true,
      headline: 'Your receiver passes: all 8 required checks of spec 5.3 passed.',
      advisory: 'Advisory, where the spec leaves the choice to you: 0 of 3 passed.',
    });
  });

  it('fails when a required check fails, however many advisory ones pass', () => {
    const report = { checks: [check(true), check(false), check(false), check(true, true)] };
    expect(receiverVerdict(report)).toEqual({
      ok: false,
      headline: 'Your receiver fails spec 5.3: 2 of 3 required checks failed.',
      advisory: 'Advisory, where the spec leaves the choice to you: 1 of 1 passed.',
    });
  });

  it('says an endpoint that never answered is unreachable, not that it failed the spec', () => {
    const verdict = receiverVerdict({
      checks: [check(false, false, null), check(false, true, null)],
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.headline).toMatch(/^Your endpoint answered none of the deliveries/);
  });

  it('has no advisory line when there are no advisory checks', () => {
    expect(receiverVerdict({ checks: [check(true)] }).advisory).toBeNull();
  });
});

describe('diagnosisStateText', () => {
  it('says a pending diagnosis is pending', () => {
    expect(diagnosisStateText('pending')).toMatch(/pending/);
  });
});

describe('trafficMessage', () => {
  it("drops the sandbox's pointer to the entry the reader is looking at", () => {
    const detailed =
      'Signature verification failed: the sandbox signed 83 bytes = merchant_id "M100001" LF timestamp "1" LF nonce "n" LF raw body (41 bytes). See spec 5.5.';
    expect(trafficMessage(`${detailed} ${DIAGNOSIS_POINTER}`)).toBe(detailed);
  });

  it('leaves any other message whole', () => {
    expect(trafficMessage('Signature verification failed.')).toBe('Signature verification failed.');
    expect(trafficMessage('Nonce already used (see GET /orders).')).toBe(
      'Nonce already used (see GET /orders).',
    );
    expect(trafficMessage(`${DIAGNOSIS_POINTER} Then more.`)).toBe(
      `${DIAGNOSIS_POINTER} Then more.`,
    );
  });
});

describe('cutHeadersNote', () => {
  it('names the cut headers with their size, and says a cut signed header cannot be verified', () => {
    expect(cutHeadersNote(undefined)).toBeNull();
    expect(cutHeadersNote({})).toBeNull();
    expect(cutHeadersNote({ userAgent: 122880 })).toEqual({
      text: 'The log kept the first 1 KiB of User-Agent (122880 bytes).',
      signedCut: false,
    });
    const nonce = cutHeadersNote({ nonce: 122880, userAgent: 2000 });
    expect(nonce?.signedCut).toBe(true);
    expect(nonce?.text).toMatch(
      /^The log kept the first 1 KiB of X-Nonce \(122880 bytes\), User-Agent \(2000 bytes\)\. A signed header was cut/,
    );
  });
});
