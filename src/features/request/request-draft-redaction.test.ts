import { beforeEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../core/text/redact-secrets.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { useRequestStore } from './request-store.ts';

const SECRET = 'sk_test_in_the_body_7f3a';
const DRAFT = 'signing-console-request-draft';

/** The draft as this tab's sessionStorage holds it, once written (the page is left). */
function kept(): string {
  window.dispatchEvent(new Event('pagehide'));
  return sessionStorage.getItem(DRAFT) ?? '';
}

beforeEach(() => {
  sessionStorage.clear();
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  useRequestStore.setState(useRequestStore.getInitialState(), true);
});

describe('the request draft', () => {
  it('is kept with a typed secret the body holds redacted, the body on screen as typed', () => {
    useSettingsStore.getState().setSecret('test', SECRET);
    const body = `{"note":"export API_SECRET=${SECRET}"}`;
    useRequestStore.getState().setBody(body);
    const draft = kept();
    expect(draft).not.toContain(SECRET);
    expect(JSON.parse(draft).state.body).toBe(`{"note":"export API_SECRET=${REDACTED}"}`);
    expect(useRequestStore.getState().body).toBe(body);
  });

  it('is written again, redacted, when the secret is typed after the body', () => {
    useRequestStore.getState().setBody(`{"k":"${SECRET}"}`);
    expect(kept()).toContain(SECRET);
    useSettingsStore.getState().setSecret('test', SECRET);
    expect(kept()).not.toContain(SECRET);
  });
});
