import { describe, expect, it } from 'vitest';
import { queryEndpoint, transportFor } from './endpoint.ts';

const origin = 'http://127.0.0.1:5180';

describe('queryEndpoint', () => {
  it.each([
    ['/sandbox', 'http://127.0.0.1:5180/sandbox/api/v1/payments/query'],
    ['/sandbox/', 'http://127.0.0.1:5180/sandbox/api/v1/payments/query'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/api/v1/payments/query'],
    [' https://pay.example.com/gw ', 'https://pay.example.com/gw/api/v1/payments/query'],
  ])('resolves %j', (baseUrl, url) => {
    expect(queryEndpoint(baseUrl, origin)).toEqual({ ok: true, url });
  });

  it.each([
    ['', /No base URL/],
    ['http://[bad', /not a URL/],
    ['ftp://x.example', /http or https/],
    ['https://x.example/?a=1', /query string/],
  ])('explains what is wrong with %j', (baseUrl, message) => {
    const result = queryEndpoint(baseUrl, origin);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

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
