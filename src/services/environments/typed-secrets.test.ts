import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';
import { REDACTED } from '../../core/text/redact-secrets.ts';
import { useSettingsStore } from './settings-store.ts';
import { redactTyped, typedRedactionNote, typedSecrets } from './typed-secrets.ts';

const initial = useSettingsStore.getInitialState();

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState(initial, true);
});

describe('typed secrets', () => {
  it('are the user’s own, never the embedded sandbox’s published prefill', () => {
    expect(useSettingsStore.getState().secrets.test).toBe(DEMO_MERCHANT.testSecret);
    expect(typedSecrets()).toEqual([]);
    useSettingsStore.getState().setSecret('test', 'sk_test_typed_00001');
    useSettingsStore.getState().setSecret('production', 'sk_prod_typed_00001');
    expect(typedSecrets()).toEqual([
      { env: 'test', secret: 'sk_test_typed_00001' },
      { env: 'production', secret: 'sk_prod_typed_00001' },
    ]);
  });

  it('are redacted with the environments they belong to named', () => {
    useSettingsStore.getState().setSecret('production', 'sk_prod_typed_00001');
    const { value, envs } = redactTyped('export API_SECRET=sk_prod_typed_00001');
    expect(value).toBe(`export API_SECRET=${REDACTED}`);
    expect(envs).toEqual(['production']);
    expect(typedRedactionNote(envs, 'the paste', 'the share link')).toBe(
      `The typed production secret appears in the paste; it was replaced by ${REDACTED} in the share link.`,
    );
    expect(typedRedactionNote([], 'the paste', 'the share link')).toBeNull();
  });

  it('are not kept in localStorage in a base URL or merchant ID, and the settings keep theirs', () => {
    const secret = 'sk_test_in_a_url_01';
    const settings = useSettingsStore.getState();
    settings.setSecret('test', secret);
    settings.setBaseUrl('test', `https://api.example.com/?key=${secret}`);
    settings.setMerchantId(`M-${secret}`);
    const kept = localStorage.getItem('signing-console.settings')!;
    expect(kept).not.toContain(secret);
    expect(kept).toContain(`?key=${REDACTED}`);
    expect(useSettingsStore.getState().baseUrlOverrides.test).toContain(secret);
    // Remembered on purpose, the secret itself is kept as typed: that is what was asked.
    settings.setRememberSecrets(true);
    expect(localStorage.getItem('signing-console.settings')).toContain(`"test":"${secret}"`);
  });
});
