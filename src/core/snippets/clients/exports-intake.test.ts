// The exports read back: each file, pasted into Verify, is recognised by the intake for what it
// is, with the body the console exported.
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

  it('the Bruno request is read as Bruno, with its body', () => {
    const request = brunoCollection(input).find((file) => file.path === 'query-a-payment.bru')!;
    const intake = read(request.text);
    expect(intake.format).toBe('bruno');
    expect(intake.fields.rawBody).toBe(input.body);
  });

  it('the .http file is read as a .http request, with its body', () => {
    const intake = read(httpFile(input));
    expect(intake.format).toBe('http-file');
    expect(intake.fields.rawBody).toBe(input.body);
  });
});
