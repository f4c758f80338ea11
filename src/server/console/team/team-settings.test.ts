import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { consoleHosts, loopbackOrigin } from './console-hosts.ts';
import { startupLines } from './startup-lines.ts';
import { isLoopbackHost, signInUrl, teamSettingsFromEnv } from './team-settings.ts';

const fixedRandom = (size: number) => Buffer.alloc(size, 7);

describe('teamSettingsFromEnv', () => {
  it('leaves a loopback console as it is: no token, nothing to configure', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(teamSettingsFromEnv({}, host, fixedRandom)).toEqual({
        token: null,
        generated: false,
        extraHosts: [],
        publicOrigin: null,
      });
    }
  });

  it('generates a token off loopback, and takes CONSOLE_TOKEN when given', () => {
    const generated = teamSettingsFromEnv({}, '0.0.0.0', fixedRandom);
    expect(generated).toMatchObject({ generated: true });
    expect(generated.token).toBe(Buffer.alloc(32, 7).toString('base64url'));
    const given = teamSettingsFromEnv({ CONSOLE_TOKEN: 'a-long-team-token-1' }, '10.0.0.2');
    expect(given).toMatchObject({ token: 'a-long-team-token-1', generated: false });
  });

  it('turns team mode on for a loopback console behind a proxy (token or public origin)', () => {
    expect(teamSettingsFromEnv({ CONSOLE_TOKEN: 'a-long-team-token-1' }, '127.0.0.1').token).toBe(
      'a-long-team-token-1',
    );
    const proxied = teamSettingsFromEnv(
      { PUBLIC_ORIGIN: 'https://console.team.example/' },
      '127.0.0.1',
      fixedRandom,
    );
    expect(proxied).toMatchObject({
      generated: true,
      publicOrigin: 'https://console.team.example',
    });
  });

  it('reads ALLOWED_HOSTS and refuses bad values with the expected form', () => {
    const settings = teamSettingsFromEnv(
      { ALLOWED_HOSTS: 'Console.Team.example, support-box:5180 ,' },
      '0.0.0.0',
      fixedRandom,
    );
    expect(settings.extraHosts).toEqual(['console.team.example', 'support-box:5180']);
    expect(() => teamSettingsFromEnv({ ALLOWED_HOSTS: 'http://x' }, '0.0.0.0')).toThrow(
      /ALLOWED_HOSTS is invalid/,
    );
    expect(() =>
      teamSettingsFromEnv({ PUBLIC_ORIGIN: 'https://x.example/app' }, '0.0.0.0'),
    ).toThrow(/PUBLIC_ORIGIN is invalid/);
    expect(() => teamSettingsFromEnv({ CONSOLE_TOKEN: 'short' }, '0.0.0.0')).toThrow(
      /CONSOLE_TOKEN is invalid/,
    );
  });

  it('knows loopback spellings', () => {
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('192.168.1.5')).toBe(false);
  });
});

describe('the sign-in link', () => {
  const base = { token: 'tok/en+1', port: 5180, machineName: 'Support-Box', extraHosts: [] };

  it('names the machine for a wildcard address, never 0.0.0.0', () => {
    for (const host of ['0.0.0.0', '::']) {
      const url = signInUrl({ ...base, host, publicOrigin: null });
      expect(url).toBe('http://support-box:5180/?token=tok%2Fen%2B1');
    }
  });

  it('prefers the public origin, then the first allowed host', () => {
    expect(signInUrl({ ...base, host: '0.0.0.0', publicOrigin: 'https://c.example' })).toBe(
      'https://c.example/?token=tok%2Fen%2B1',
    );
    const named = { ...base, host: '0.0.0.0', publicOrigin: null, extraHosts: ['c.team:80'] };
    expect(signInUrl(named)).toBe('http://c.team:80/?token=tok%2Fen%2B1');
    expect(signInUrl({ ...base, host: '10.1.2.3', publicOrigin: null })).toBe(
      'http://10.1.2.3:5180/?token=tok%2Fen%2B1',
    );
  });

  it('is printed when generated, and a given token never is', () => {
    const running = { url: 'http://0.0.0.0:5180/', port: 5180 };
    const settings = { extraHosts: [], publicOrigin: null };
    const printed = startupLines(
      { ...settings, token: 'generated-token', generated: true },
      '0.0.0.0',
      running,
      'box',
    ).join('\n');
    expect(printed).toContain('http://box:5180/?token=generated-token');
    expect(printed).not.toContain('0.0.0.0');
    const given = startupLines(
      { ...settings, token: 'operator-token', generated: false },
      '0.0.0.0',
      running,
      'box',
    ).join('\n');
    expect(given).not.toContain('operator-token');
  });
});

describe('the names a console answers to', () => {
  it('adds the machine name for a wildcard bind, ALLOWED_HOSTS and the public host', () => {
    const hosts = consoleHosts(
      {
        host: '0.0.0.0',
        extraHosts: ['console.team.example', 'box:8080'],
        publicOrigin: 'https://c.example',
      },
      5180,
      'Box',
    );
    expect(hosts).toEqual(
      expect.arrayContaining([
        '127.0.0.1:5180',
        'box:5180',
        'console.team.example:5180',
        'console.team.example',
        'box:8080',
        'c.example',
      ]),
    );
    expect(hosts).not.toContain('0.0.0.0:5180');
  });

  it('reaches itself over loopback when bound to every interface', () => {
    expect(loopbackOrigin('0.0.0.0', 5180)).toBe('http://127.0.0.1:5180');
    expect(loopbackOrigin('::', 5180)).toBe('http://[::1]:5180');
    expect(loopbackOrigin('10.0.0.2', 5180)).toBeUndefined();
  });
});
