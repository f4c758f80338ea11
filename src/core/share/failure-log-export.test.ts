import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../../spec/signature-vectors.json';
import { parseIntake } from '../intake/detect.ts';
import { parseFailureLog } from '../intake/extract/failure-log.ts';
import { fieldsArb } from '../intake/test-support.ts';
import { buildFailureLog, failureLogJson, type FailureLogInput } from './failure-log-export.ts';

const inputOf = (v: (typeof vectors)[number]): FailureLogInput => ({
  merchantId: v.merchant_id,
  timestamp: v.timestamp,
  nonce: v.nonce,
  rawBody: v.raw_body,
  receivedSign: v.sign,
  expectedSign: v.sign,
});

describe('buildFailureLog', () => {
  it.each(vectors.map((v) => [v.name, v] as const))(
    'sign_payload matches the vector "%s"',
    (_name, v) => {
      expect(buildFailureLog(inputOf(v)).sign_payload).toBe(v.sign_payload);
    },
  );

  it('has exactly the spec 5.5 fields, in order, and never a secret', () => {
    const v = vectors[0]!;
    const withSecret = { ...inputOf(v), secret: v.secret } as FailureLogInput;
    const json = failureLogJson(buildFailureLog(withSecret));
    expect(Object.keys(JSON.parse(json) as object)).toEqual([
      'merchant_id',
      'timestamp',
      'nonce',
      'raw_body',
      'sign_payload',
      'received_sign',
      'expected_sign',
    ]);
    expect(json).not.toContain(v.secret);
  });

  it('writes pretty JSON with a final newline', () => {
    const json = failureLogJson(buildFailureLog(inputOf(vectors[0]!)));
    expect(json).toMatch(/^\{\n {2}"merchant_id": "M100001",\n/);
    expect(json.endsWith('}\n')).toBe(true);
  });
});

describe('failure log round trip through the intake', () => {
  it('property: the intake reads back what the exporter writes, without warnings', () => {
    fc.assert(
      fc.property(fieldsArb, fc.stringMatching(/^[0-9a-f]{64}$/), (f, expectedSign) => {
        const json = failureLogJson(buildFailureLog({ ...f, expectedSign }));
        for (const result of [parseFailureLog(json), parseIntake(json)]) {
          if (!result.ok) throw new Error(result.error);
          expect(result.intake.format).toBe('failure-log');
          expect(result.intake.fields).toEqual({ ...f, expectedSign });
          expect(result.intake.warnings).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
