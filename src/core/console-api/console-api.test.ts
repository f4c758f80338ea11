import { describe, expect, it } from 'vitest';
import {
  sendFailureMessage,
  ConsoleProxyError,
  effectiveBaseUrl,
  PROXY_ERROR_HEADER,
  readConsoleAnnouncement,
  readProxyError,
  transportFor,
  unreachableMessage,
} from './console-api.ts';

const origin = 'http://127.0.0.1:5180';

describe('transportFor', () => {
  const targets = { test: null, production: 'https://pay.example.com/gw' };

  it('sends through the proxy when the endpoint is the configured one for the environment', () => {
    expect(
      transportFor(
        'https://pay.example.com/gw/api/v1/payments/query',
        'production',
        targets,
        origin,
      ),
    ).toEqual({
      fetchUrl: 'http://127.0.0.1:5180/_console/proxy/production/api/v1/payments/query',
      viaProxy: true,
    });
  });

  it('goes straight to any other endpoint, or when nothing is configured', () => {
    const elsewhere = 'https://other.example/api/v1/payments/query';
    expect(transportFor(elsewhere, 'production', targets, origin)).toEqual({
      fetchUrl: elsewhere,
      viaProxy: false,
    });
    const configured = 'https://pay.example.com/gw/api/v1/payments/query';
    expect(transportFor(configured, 'test', targets, origin).viaProxy).toBe(false);
    expect(transportFor(configured, 'production', undefined, origin).viaProxy).toBe(false);
  });
});

describe('readConsoleAnnouncement', () => {
  it('keeps the announced URLs and reads anything else as none', () => {
    const targets = (json: unknown) => readConsoleAnnouncement(json).targets;
    expect(targets({ environments: { test: 'https://t.example' } })).toEqual({
      test: 'https://t.example',
      production: null,
    });
    expect(targets('nonsense')).toEqual({ test: null, production: null });
    expect(targets({ environments: { production: 7 } })).toEqual({
      test: null,
      production: null,
    });
  });

  it('reads the public console address only when the base-URL rule accepts it', () => {
    const address = (json: unknown) => readConsoleAnnouncement(json).publicConsoleUrl;
    expect(address({ publicConsoleUrl: 'https://pay.example.com/tools/' })).toBe(
      'https://pay.example.com/tools/',
    );
    expect(address({ publicConsoleUrl: 'https://pay.example.com/?{{api_secret}}' })).toBeNull();
    expect(address({ publicConsoleUrl: '/tools/' })).toBeNull();
    expect(address({})).toBeNull();
  });

  it("reads the embedded sandbox's merchant, and nothing half-announced", () => {
    const sandbox = (json: unknown) => readConsoleAnnouncement(json).sandbox;
    const own = { merchantId: 'M777', demoSecret: false, demoProductionSecret: false };
    expect(sandbox({ sandbox: own })).toEqual(own);
    expect(sandbox({ environments: {} })).toBeNull();
    expect(sandbox({ sandbox: { merchantId: 'M777' } })).toBeNull();
    expect(sandbox({ sandbox: { merchantId: 'M777', demoSecret: false } })).toBeNull();
    expect(sandbox({ sandbox: { ...own, merchantId: '' } })).toBeNull();
    expect(sandbox(null)).toBeNull();
  });
});

describe('unreachableMessage', () => {
  const target = 'https://pay.example';
  it.each([
    [{ failure: 'refused' } as const, 'Could not reach https://pay.example (connection refused).'],
    [
      { failure: 'timeout', timeoutMs: 1500 } as const,
      'Could not reach https://pay.example (timed out after 1.5 s).',
    ],
    [
      { failure: 'redirect', status: 302 } as const,
      'Could not reach https://pay.example (the remote redirected with HTTP 302, which the proxy does not follow).',
    ],
    [
      { failure: 'unreachable', detail: 'getaddrinfo ENOTFOUND pay.example' } as const,
      'Could not reach https://pay.example (getaddrinfo ENOTFOUND pay.example).',
    ],
  ])('%j', (why, message) => {
    expect(unreachableMessage(target, why)).toBe(message);
  });
});

describe('readProxyError', () => {
  it('is null for an answer without the marker, however it looks', () => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    expect(readProxyError(headers, '{"error":"Could not reach"}')).toBeNull();
  });

  it('turns a marked answer into the proxy error it carries', () => {
    const headers = new Headers({ [PROXY_ERROR_HEADER]: 'timeout' });
    const body = JSON.stringify({
      error: 'Could not reach x (timed out after 1 s).',
      failure: 'timeout',
      target: 'x',
    });
    const error = readProxyError(headers, body);
    expect(error).toBeInstanceOf(ConsoleProxyError);
    expect(error).toMatchObject({
      failure: 'timeout',
      target: 'x',
      message: 'Could not reach x (timed out after 1 s).',
    });
  });

  it('still says the proxy failed when the marked body is not JSON', () => {
    const error = readProxyError(new Headers({ [PROXY_ERROR_HEADER]: 'refused' }), '<html>');
    expect(error?.message).toMatch(/proxy/);
  });
});

describe('effectiveBaseUrl', () => {
  const targets = { test: 'https://t.example', production: null };

  it("prefers the user's override, then the server's target, then the default", () => {
    expect(effectiveBaseUrl('test', { test: 'https://mine.example' }, targets)).toBe(
      'https://mine.example',
    );
    expect(effectiveBaseUrl('test', {}, targets)).toBe('https://t.example');
    expect(effectiveBaseUrl('test', {}, undefined)).toBe('/sandbox');
    expect(effectiveBaseUrl('production', {}, targets)).toBe('');
    expect(effectiveBaseUrl('production', { production: '' }, targets)).toBe('');
  });
});

describe('sendFailureMessage', () => {
  const page = 'http://127.0.0.1:5180';
  it('names the proxy as the way to another origin, which the page may not connect to', () => {
    const message = sendFailureMessage(
      'http://127.0.0.1:8787/api/v1/payments/query',
      'http://127.0.0.1:8787/api/v1/payments/query',
      page,
    );
    expect(message).toContain('Could not reach http://127.0.0.1:8787/api/v1/payments/query');
    expect(message).toContain('CONSOLE_TEST_BASE_URL');
    expect(message).toContain('only to its own origin');
  });

  it('says the environment is down when the call stayed on the console origin', () => {
    const message = sendFailureMessage(
      '/sandbox/api/v1/payments/query',
      '/sandbox/api/v1/payments/query',
      page,
    );
    expect(message).toContain('Check that the environment is running');
    expect(message).not.toContain('CONSOLE_TEST_BASE_URL');
  });
});
