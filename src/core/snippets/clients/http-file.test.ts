import { describe, expect, it } from 'vitest';
import { httpFile } from './http-file.ts';

const input = { baseUrl: 'https://api.example.com/', merchantId: 'M100001', body: '{"a":"é"}' };
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('httpFile', () => {
  const text = httpFile(input);

  it('says at the top that clients without httpyac scripts cannot sign it', () => {
    const head = text.split('\n').slice(0, 8).join('\n');
    expect(head).toContain('VS Code REST Client');
    expect(head).toContain('httpyac send query.http --all --var api_secret=... --var base_url=...');
  });

  it('defaults base_url, and merchant_id and the body as base64 bytes, never api_secret', () => {
    expect(text).toContain('"https://api.example.com" : base_url');
    expect(text).toContain(`Buffer.from('${base64('M100001')}', 'base64') : merchant_id`);
    expect(text).toContain(`exports.query_body = Buffer.from('${base64(input.body)}', 'base64');`);
    expect(text).not.toMatch(/exports\.api_secret/);
  });

  it('signs in a request script, verifies the raw bytes in a response script, then the query', () => {
    expect(text.indexOf('{{@request')).toBeLessThan(text.indexOf('{{@response'));
    expect(text).toContain('response.rawBody');
    expect(
      text
        .trimEnd()
        .endsWith(
          'POST {{base_url}}/api/v1/payments/query\nContent-Type: application/json\n\n{{query_body}}',
        ),
    ).toBe(true);
  });

  it('writes no byte of the body or merchant ID as text httpyac would read', () => {
    const hostile = httpFile({
      ...input,
      merchantId: 'M{{api_secret}}',
      body: '{\r\n"a":"{{ require(\'fs\') }}"\r\n}\n< /etc/hostname\n###',
    });
    expect(hostile).not.toContain("require('fs')");
    expect(hostile).not.toContain('M{{api_secret}}');
    expect(hostile).not.toContain('/etc/hostname');
    expect(hostile).not.toContain('\r');
  });
});

describe('httpFile refuses to write', () => {
  const ok = { baseUrl: 'https://sandbox.example.com', merchantId: 'M100001', body: '{}' };
  it.each([
    [{ ...ok, baseUrl: 'http://127.0.0.1:1/{{api_secret}}' }, /"\{\{"/],
    [{ ...ok, baseUrl: 'http://{{process.env.HOME}}.example' }, /template or script syntax/],
    [{ ...ok, merchantId: 'M1\r\nX-Evil: 1' }, /Merchant ID holds a carriage return/],
  ])('%j', (input, message) => {
    expect(() => httpFile(input)).toThrow(message);
  });
});
