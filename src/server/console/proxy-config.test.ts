import { describe, expect, it } from 'vitest';
import { proxyTargetsFromEnv } from './proxy-config.ts';

describe('proxyTargetsFromEnv', () => {
  it('reads and normalises both base URLs', () => {
    expect(
      proxyTargetsFromEnv({
        CONSOLE_TEST_BASE_URL: ' https://pay.example.com/gw/ ',
        CONSOLE_PRODUCTION_BASE_URL: 'http://127.0.0.1:8787',
      }),
    ).toEqual({ test: 'https://pay.example.com/gw', production: 'http://127.0.0.1:8787' });
  });

  it('treats unset and empty variables as no target', () => {
    expect(proxyTargetsFromEnv({})).toEqual({});
    expect(
      proxyTargetsFromEnv({ CONSOLE_TEST_BASE_URL: '', CONSOLE_PRODUCTION_BASE_URL: ' ' }),
    ).toEqual({});
  });

  it.each([
    'ftp://x',
    'not a url',
    'https://x/?q=1',
    'https://x/#top',
    'https://x?',
    '/relative',
    'http://127.0.0.1:1/{{api_secret}}',
    'http://{{api_secret}}.example',
    'http://x.example/${HOME}',
  ])('rejects %s, naming the variable and the expected form', (value) => {
    expect(() => proxyTargetsFromEnv({ CONSOLE_PRODUCTION_BASE_URL: value })).toThrow(
      /^CONSOLE_PRODUCTION_BASE_URL is invalid \(got .*\): expected an absolute http:\/\/ or https:\/\/ base URL/,
    );
  });

  it('rejects credentials in the URL without echoing them', () => {
    expect(() =>
      proxyTargetsFromEnv({ CONSOLE_TEST_BASE_URL: 'https://user:s3cret@x.example' }),
    ).toThrow(/^CONSOLE_TEST_BASE_URL is invalid \(got "https:\/\/\*\*\*@x\.example"\)/);
  });
});
