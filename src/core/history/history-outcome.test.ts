import { describe, expect, it } from 'vitest';
import { historyOutcome } from './history-outcome.ts';

const envelope = (code: unknown, msg = '') => JSON.stringify({ code, msg, data: null });

describe('historyOutcome', () => {
  it('accepts a 200 with the success code', () => {
    expect(historyOutcome({ status: 200, rawBody: envelope(0, 'success') })).toMatchObject({
      accepted: true,
      label: 'accepted (200)',
    });
  });

  it('reads a 404 with code 4004 as a refusal, whatever its signature says', () => {
    const outcome = historyOutcome({ status: 404, rawBody: envelope(4004, 'Order not found') });
    expect(outcome.accepted).toBe(false);
    expect(outcome.label).toMatch(/^refused: 404, code 4004/);
    expect(outcome.detail).toMatch(/^HTTP 404, code 4004 \S/);
  });

  it('reads an amount-limit code in a 200 as a refusal (spec 7)', () => {
    expect(historyOutcome({ status: 200, rawBody: envelope(2006) }).accepted).toBe(false);
  });

  it('takes a success code of the service, and a body that is no envelope by its status', () => {
    expect(historyOutcome({ status: 200, rawBody: envelope('SUCCESS') }, 'SUCCESS').accepted).toBe(
      true,
    );
    expect(historyOutcome({ status: 502, rawBody: '<html>' })).toEqual({
      accepted: false,
      label: 'refused: 502',
      detail: 'HTTP 502',
    });
  });
});
