import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from './base-url.ts';

describe('checkBaseUrl', () => {
  it.each([
    ['https://pay.example.com', 'https://pay.example.com'],
    ['https://pay.example.com/gw/', 'https://pay.example.com/gw'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['/sandbox', '/sandbox'],
    ['/sandbox/', '/sandbox'],
  ])('takes %j as %j', (text, url) => {
    expect(checkBaseUrl(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://127.0.0.1:1/{{api_secret}}', /"\{\{".*api_secret/],
    ['http://{{api_secret}}.example.com', /"\{\{"/],
    ['http://127.0.0.1:1/%7B%7Bapi_secret%7D%7D', /"\{\{"/],
    ['http://x.example/{{process.env.HOME}}', /template or script syntax/],
    ['http://x.example/a}}', /"\}\}"/],
    ['http://x.example/{%a%}', /"\{%"/],
    ['http://x.example/${HOME}', /"\$\{"/],
    ['http://x.example/<%= a %>', /space|"<%"/],
    ['http://x.example/<%a', /"<%"/],
    ['http://x.example/`id`', /"`"/],
    ['http://x.example/a\r\nX-Evil: 1', /control character/],
    ['http://x.example/a\u0000', /control character/],
    ['http://x.example/a b', /space/],
    ['http://user:pass@x.example', /user name or password/],
    ['http://@x.example', /user name or password/],
    ['http://x.example/?a=1', /query string/],
    ['http://x.example/#top', /fragment/],
    ['ftp://x.example', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['http:x.example', /start with http/],
    ['//evil.example', /another host/],
    ['http://[bad', /not a URL/],
    ['', /empty/],
  ])('refuses %j, saying why and how to fix it', (text, message) => {
    const result = checkBaseUrl(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(message);
      expect(result.error).toContain('https://pay.example.com');
    }
  });
});
