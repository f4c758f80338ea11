// The exports read back. The Postman collection, pasted into Verify, is read with the body the
// console exported. The Bruno request sends its body from a file of its own and the .http file
// as base64 bytes, so that no template syntax in it is ever resolved: neither holds the body as
// text, and Verify asks for the request with its body instead of guessing one.
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../intake/detect.ts';
import { brunoCollection } from './bruno-collection.ts';
import { httpFile } from './http-file.ts';
import { postmanCollection } from './postman-collection.ts';

const input = {
  baseUrl: 'http://127.0.0.1:8787',
  merchantId: 'M100001',
  body: '{\n  "merchant_order_no": "ORD-1",\n  "goods_name": "咖啡 ☕"\n}',
};

function read(text: string) {
  const result = parseIntake(text, {});
  if (!result.ok) throw new Error(result.error);
  return result.intake;
}

describe('an export pasted into Verify', () => {
  it('the Postman collection is read as Postman, with its body', () => {
    const intake = read(postmanCollection(input));
    expect(intake.format).toBe('postman');
    expect(intake.fields.rawBody).toBe(input.body);
  });

  it('the Bruno request and the .http file are recognised, and Verify asks for the body', () => {
    const request = brunoCollection(input).find((file) => file.path === 'query-a-payment.bru')!;
    for (const [text, format] of [
      [request.text, 'Bruno .bru request'],
      [httpFile(input), '.http file request'],
    ] as const) {
      const result = parseIntake(text, {});
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(`This looks like a ${format}`);
    }
  });
});
