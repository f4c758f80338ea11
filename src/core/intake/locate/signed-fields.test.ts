import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
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

describe('a quoted body that is already JSON', () => {
  it('is read as written, its JSON escapes the bytes sent, in every reading', () => {
    const body = '{"url":"http:\\/\\/x\\/y","name":"Zo\\u00eb"}';
    const curl = `curl -X POST https://sandbox.example/api/v1/payments/query -H 'X-MerchantID: M100001' -H 'X-Timestamp: 1700000000' -H 'X-Nonce: n0nce-0123456789' -H 'X-Sign: ${'a'.repeat(64)}' --data-raw '${body}'`;
    const result = parseIntake(curl);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const bodies = [result.intake, ...(result.intake.readings ?? [])].map((r) => r.fields.rawBody);
    expect(new Set(bodies)).toEqual(new Set([body]));
  });
});
