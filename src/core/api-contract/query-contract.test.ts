import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope.ts';
import { queryBodySchema, signedHeaderSchemas } from './query-contract.ts';

describe('the query contract', () => {
  it('takes a body with merchant_order_no, other members passed through (spec 4 shows one)', () => {
    expect(queryBodySchema.parse({ merchant_order_no: 'A-1', goods_name: 'x' })).toEqual({
      merchant_order_no: 'A-1',
      goods_name: 'x',
    });
    expect(queryBodySchema.safeParse({ merchant_order_no: '' }).success).toBe(false);
    expect(queryBodySchema.safeParse({ merchantOrderNo: 'A-1' }).success).toBe(false);
  });

  it('holds the headers to spec 5.1: canonical Unix seconds, a nonce, lowercase hex', () => {
    expect(signedHeaderSchemas['X-Timestamp'].safeParse('1700000000').success).toBe(true);
    expect(signedHeaderSchemas['X-Timestamp'].safeParse('01700000000').success).toBe(false);
    expect(signedHeaderSchemas['X-Timestamp'].safeParse('2023-11-14').success).toBe(false);
    expect(signedHeaderSchemas['X-Nonce'].safeParse('').success).toBe(false);
    expect(signedHeaderSchemas['X-Sign'].safeParse('ab'.repeat(32)).success).toBe(true);
    expect(signedHeaderSchemas['X-Sign'].safeParse('AB'.repeat(32)).success).toBe(false);
  });

  it('reads the envelope {code, msg, data} with a numeric or string code; data is required', () => {
    expect(envelopeSchema.safeParse({ code: 0, msg: 'success', data: null }).success).toBe(true);
    expect(envelopeSchema.safeParse({ code: '1003', msg: 'x', data: null }).success).toBe(true);
    expect(envelopeSchema.safeParse({ code: 0, msg: 'x' }).success).toBe(false);
  });
});
