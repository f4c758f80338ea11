import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../core/text/redact-secrets.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { stopReading } from './intake-in-worker.ts';
import { readIntakeInProcess } from './test-support.ts';
import { useVerifyStore } from './verify-store.ts';

const SECRET = 'sk_test_in_the_paste_9c1d';
const DRAFT = 'signing-console-verify-draft';

/** The draft as this tab's sessionStorage holds it, once written (the page is left). */
function kept(): string {
  window.dispatchEvent(new Event('pagehide'));
  return sessionStorage.getItem(DRAFT) ?? '';
}

// A shell session as a ticket shows it: the secret exported, then the call that used it.
const SESSION = [
  `$ export API_SECRET=${SECRET}`,
  `$ curl -X POST https://api.example.com/api/v1/payments/query -H 'X-MerchantID: M100001' -H 'X-Timestamp: 1700000000' -H 'X-Nonce: n0nce-0000000001' -H 'X-Sign: ${'ab'.repeat(32)}' -d '{"merchant_order_no":"${SECRET}"}'`,
].join('\n');

beforeEach(() => {
  sessionStorage.clear();
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  useVerifyStore.setState(useVerifyStore.getInitialState(), true);
  readIntakeInProcess();
});

afterEach(() => stopReading());

describe('the Verify draft', () => {
  it('keeps the paste and the case with a typed secret redacted, the paste box as pasted', async () => {
    useSettingsStore.getState().setSecret('test', SECRET);
    await useVerifyStore.getState().ingestText(SESSION);
    expect(useVerifyStore.getState().rawBody).toContain(SECRET);
    const draft = kept();
    expect(draft).not.toContain(SECRET);
    const { state } = JSON.parse(draft);
    expect(state.source).toEqual({ from: 'paste', text: SESSION.replaceAll(SECRET, REDACTED) });
    expect(state.rawBody).toBe(`{"merchant_order_no":"${REDACTED}"}`);
    expect(state.kind).toBe('request');
    expect(useVerifyStore.getState().source).toEqual({ from: 'paste', text: SESSION });
  });

  it('is written again, redacted, when the secret is typed after the paste', async () => {
    await useVerifyStore.getState().ingestText(SESSION);
    expect(kept()).toContain(SECRET);
    useSettingsStore.getState().setSecret('test', SECRET);
    expect(kept()).not.toContain(SECRET);
  });
});
