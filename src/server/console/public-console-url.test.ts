import { describe, expect, it } from 'vitest';
import { publicConsoleUrlFromEnv } from './public-console-url.ts';

describe('PUBLIC_CONSOLE_URL', () => {
  it('is unset when absent or empty, and kept with its path when valid', () => {
    expect(publicConsoleUrlFromEnv({})).toBeNull();
    expect(publicConsoleUrlFromEnv({ PUBLIC_CONSOLE_URL: ' ' })).toBeNull();
    expect(
      publicConsoleUrlFromEnv({
        PUBLIC_CONSOLE_URL: 'https://pay.example.com/tools/signing-console/',
      }),
    ).toBe('https://pay.example.com/tools/signing-console/');
  });

  it('refuses a bad value, naming the variable and never echoing credentials', () => {
    expect(() => publicConsoleUrlFromEnv({ PUBLIC_CONSOLE_URL: '/tools/' })).toThrow(
      /^PUBLIC_CONSOLE_URL is invalid \(got "\/tools\/"\): The address is a path/,
    );
    let message = '';
    try {
      publicConsoleUrlFromEnv({ PUBLIC_CONSOLE_URL: 'https://me:hunter2@pay.example.com/' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/user name or password/);
    expect(message).not.toContain('hunter2');
  });
});
