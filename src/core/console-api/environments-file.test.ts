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
});
