import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { fieldsArb, intakeOrThrow } from '../test-support.ts';

const log = (f: {
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  receivedSign: string;
}) =>
  JSON.stringify({
    merchant_id: f.merchantId,
    timestamp: f.timestamp,
    nonce: f.nonce,
    raw_body: f.rawBody,
    received_sign: f.receivedSign,
  });

describe('a failure log inside a log line', () => {
  it('reads the spec 5.5 JSON after a timestamp, a level and a message', () => {
    const line =
      '2024-05-01T10:00:00Z ERROR sign mismatch {"merchant_id":"M100001","timestamp":"1700000000","nonce":"n1","raw_body":"{\\"a\\":1}","received_sign":"ab"}';
    const intake = intakeOrThrow(parseIntake(`${line}\n2024-05-01T10:00:01Z INFO next line`));
    expect(intake.format).toBe('log-line');
    expect(intake.fields).toMatchObject({
      merchantId: 'M100001',
      nonce: 'n1',
      rawBody: '{"a":1}',
      receivedSign: 'ab',
    });
    expect(intake.warnings[0]).toContain('2024-05-01T10:00:00Z ERROR sign mismatch');
  });

  it('gives back the exact fields of any logged case', () => {
    fc.assert(
      fc.property(fieldsArb, fc.constantFrom('ERROR', 'WARN', '[error]'), (f, level) => {
        const intake = intakeOrThrow(
          parseIntake(`2024-05-01 10:00:00,123 ${level} payments.sign - mismatch ${log(f)}`),
        );
        expect(intake.fields).toMatchObject({
          merchantId: f.merchantId,
          timestamp: f.timestamp,
          nonce: f.nonce,
          rawBody: f.rawBody,
          receivedSign: f.receivedSign,
        });
      }),
    );
  });
});
