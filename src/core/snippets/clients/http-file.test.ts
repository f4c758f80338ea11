import { describe, expect, it } from 'vitest';
import { httpFile } from './http-file.ts';

const input = { baseUrl: 'https://api.example.com/', merchantId: 'M100001', body: '{"a":"é"}' };

describe('httpFile', () => {
  const text = httpFile(input);

  it('says at the top that clients without httpyac scripts cannot sign it', () => {
    const head = text.split('\n').slice(0, 8).join('\n');
    expect(head).toContain('VS Code REST Client');
    expect(head).toContain('httpyac send query.http --all --var api_secret=... --var base_url=...');
  });

  it('defaults base_url and merchant_id, never api_secret', () => {
    expect(text).toContain('"https://api.example.com" : base_url');
    expect(text).toContain('"M100001" : merchant_id');
    expect(text).not.toMatch(/exports\.api_secret/);
  });

  it('signs in a request script, verifies the raw bytes in a response script, then the query', () => {
    expect(text.indexOf('{{@request')).toBeLessThan(text.indexOf('{{@response'));
    expect(text).toContain('response.rawBody');
    expect(
      text
        .trimEnd()
        .endsWith(
          'POST {{base_url}}/api/v1/payments/query\nContent-Type: application/json\n\n{"a":"é"}',
        ),
    ).toBe(true);
  });

  it('notes that carriage returns cannot be kept, and writes the body with line feeds', () => {
    const crlf = httpFile({ ...input, body: '{\r\n"a":1\r\n}' });
    expect(crlf).toContain('which a .http file cannot keep');
    expect(crlf).toContain('\n\n{\n"a":1\n}\n');
    expect(crlf).not.toContain('\r');
  });
});
