import { describe, expect, it } from 'vitest';
import { fixProgram } from './fix-code.ts';

const input = {
  baseUrl: 'https://api.example.com',
  merchantId: 'M100001',
  body: '{"merchant_order_no":"A-1"}',
};

describe('fixProgram', () => {
  it('writes the program for a clean case', () => {
    expect(fixProgram('request', 'node', null, input).code).toContain('M100001');
  });

  it.each(['request', 'webhook'] as const)(
    'gives the reason instead of a %s program when the merchant ID holds CR LF',
    (kind) => {
      const fix = fixProgram(kind, 'python', 'python-requests', {
        ...input,
        merchantId: 'M1\r\nX-Evil: 1',
      });
      expect(fix.caption).toBe('No program is written for this case:');
      expect(fix.code).toMatch(/^Merchant ID holds a carriage return/);
    },
  );
});
