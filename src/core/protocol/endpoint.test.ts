import { describe, expect, it } from 'vitest';
import { queryEndpoint } from './endpoint.ts';

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
    ['http://127.0.0.1:1/{{api_secret}}', /template or script syntax/],
  ])('explains what is wrong with %j', (baseUrl, message) => {
    const result = queryEndpoint(baseUrl, origin);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
