import { describe, expect, it } from 'vitest';
import { fieldsFromHeaders, headerValue, headerValues } from './headers.ts';

describe('header lookups', () => {
  const headers: Array<[string, string]> = [
    ['x-sign', 'a'],
    ['X-SIGN', 'b'],
    ['Content-Type', 'application/json'],
  ];

  it('match names without regard to case', () => {
    expect(headerValues(headers, 'X-Sign')).toEqual(['a', 'b']);
    expect(headerValue(headers, 'content-type')).toBe('application/json');
    expect(headerValue(headers, 'X-Nonce')).toBeUndefined();
  });
});

describe('fieldsFromHeaders', () => {
  it('reads the four spec 5.1 headers and the content type, body untouched', () => {
    const warnings: string[] = [];
    const fields = fieldsFromHeaders(
      [
        ['X-MerchantID', 'M1'],
        ['X-Timestamp', '1700000000'],
        ['X-Nonce', 'n'],
        ['X-Sign', 's'],
        ['Content-Type', 'text/plain'],
      ],
      ' body\r\n',
      warnings,
    );
    expect(fields).toEqual({
      merchantId: 'M1',
      timestamp: '1700000000',
      nonce: 'n',
      receivedSign: 's',
      contentType: 'text/plain',
      rawBody: ' body\r\n',
    });
    expect(warnings).toEqual([]);
  });

  it('warns when a header repeats with different values, and uses the first', () => {
    const warnings: string[] = [];
    const fields = fieldsFromHeaders(
      [
        ['X-Sign', 'a'],
        ['x-sign', 'b'],
      ],
      '',
      warnings,
    );
    expect(fields.receivedSign).toBe('a');
    expect(warnings[0]).toMatch(/X-Sign appears 2 times/);
  });

  it('uses a misspelt header name such as X-Merchant-Id, and says the spec names it otherwise', () => {
    const warnings: string[] = [];
    const fields = fieldsFromHeaders(
      [
        ['X-Merchant-Id', 'M1'],
        ['x_nonce', 'n'],
      ],
      '',
      warnings,
    );
    expect(fields).toMatchObject({ merchantId: 'M1', nonce: 'n' });
    expect(warnings[0]).toMatch(/"X-Merchant-Id".*X-MerchantID/);
  });
});
