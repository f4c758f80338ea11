// The exports read back. The Postman collection and the .http file (its body as the base64
// bytes it sends, so that no template syntax in them is ever resolved), pasted into
// Verify, are read with the body the console exported. The Bruno request sends its body from a
// file of its own, so Verify asks for the request with its body instead of guessing one.
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

  it('the .http file is read with its body, decoded from the base64 it carries', () => {
    const intake = read(httpFile(input));
    expect(intake.format).toBe('http-file');
    expect(intake.fields.rawBody).toBe(input.body);
  });

  it('the Bruno request is recognised, and Verify asks for the body it sends from a file', () => {
    const request = brunoCollection(input).find((file) => file.path === 'query-a-payment.bru')!;
    const result = parseIntake(request.text, {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('This looks like a Bruno .bru request');
  });
});
