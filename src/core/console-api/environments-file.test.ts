import { describe, expect, it } from 'vitest';
import { exportEnvironments, importEnvironments } from './environments-file.ts';

const settings = {
  merchantId: 'M100001',
  baseUrls: { test: '/sandbox', production: 'https://pay.example.com' },
};

describe('environments file', () => {
  it('round-trips merchant ID and base URLs', () => {
    const text = exportEnvironments(settings);
    expect(JSON.parse(text)).toEqual({
      format: 'signing-console environments v1',
      merchant_id: 'M100001',
      environments: {
        test: { base_url: '/sandbox' },
        production: { base_url: 'https://pay.example.com' },
      },
    });
    expect(importEnvironments(text)).toEqual({ ok: true, settings });
  });

  it('refuses a file that carries a secret, naming where', () => {
    const file = JSON.parse(exportEnvironments(settings));
    file.environments.test.secret = 'test_sk_x';
    const result = importEnvironments(JSON.stringify(file));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/environments\.test/);
    expect(!result.ok && result.error).toMatch(/secret/);
  });

  it('says what is wrong with other files', () => {
    expect(importEnvironments('{')).toMatchObject({ ok: false, error: /^Not JSON/ });
    const missing = importEnvironments('{"format":"signing-console environments v1"}');
    expect(!missing.ok && missing.error).toMatch(/merchant_id/);
    const other = importEnvironments('{"format":"other"}');
    expect(!other.ok && other.error).toMatch(/format/);
  });

  it.each([
    ['test', 'http://127.0.0.1:1/{{api_secret}}', /environments\.test\.base_url: .*"\{\{"/],
    ['production', 'http://{{process.env.HOME}}.example', /environments\.production\.base_url/],
    ['production', 'https://user:pw@pay.example.com', /user name or password/],
    ['test', 'https://pay.example.com/?x=1', /query string/],
  ])('refuses a %s base URL %j with the base-URL rule', (env, baseUrl, message) => {
    const file = JSON.parse(exportEnvironments(settings));
    file.environments[env].base_url = baseUrl;
    const result = importEnvironments(JSON.stringify(file));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('takes an empty base URL as not set', () => {
    const empty = { ...settings, baseUrls: { ...settings.baseUrls, production: '' } };
    expect(importEnvironments(exportEnvironments(empty))).toEqual({ ok: true, settings: empty });
  });

  it('refuses a merchant ID with a control character, which would split its header', () => {
    const result = importEnvironments(
      exportEnvironments({ ...settings, merchantId: 'M1\r\nX: 1' }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/merchant_id holds a carriage return/);
  });
});
