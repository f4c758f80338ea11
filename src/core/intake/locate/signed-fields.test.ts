import { describe, expect, it } from 'vitest';
import { findSignedFields } from './signed-fields.ts';

const values = (text: string) => findSignedFields(text).map(({ key, value }) => [key, value]);

describe('finding the signed headers where they stand', () => {
  it('reads them in the spellings programs and logs write', () => {
    expect(values('X-MerchantID: M100001\nx-nonce: abc123')).toEqual([
      ['merchantId', 'M100001'],
      ['nonce', 'abc123'],
    ]);
    expect(values(`{"X-Timestamp": 1700000000, 'x_sign' => '${'a'.repeat(64)}'}`)).toEqual([
      ['timestamp', '1700000000'],
      ['receivedSign', 'a'.repeat(64)],
    ]);
  });

  it("takes a quoted name's bare word for a variable of the program, not a value sent", () => {
    const code =
      "headers: { 'X-MerchantID': merchantId, \"X-Nonce\" => $nonce, 'X-Timestamp': 1700000000 }";
    expect(values(code)).toEqual([['timestamp', '1700000000']]);
  });
});
