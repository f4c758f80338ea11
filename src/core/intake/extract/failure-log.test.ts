import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import vectors from '../../../../spec/signature-vectors.json';
import { parseFailureLog } from './failure-log.ts';
import { failureLogOf, fieldsArb, intakeOrThrow } from '../test-support.ts';

const intakeOf = (log: unknown) => intakeOrThrow(parseFailureLog(JSON.stringify(log)));

describe('parseFailureLog', () => {
  it.each(vectors.map((v) => [v.name, v] as const))(
    'reads the vector "%s" from raw_body, and from sign_payload alone',
    (_name, v) => {
      const expected = {
        merchantId: v.merchant_id,
        timestamp: v.timestamp,
        nonce: v.nonce,
        rawBody: v.raw_body,
      };
      const full = intakeOf({
        merchant_id: v.merchant_id,
        timestamp: v.timestamp,
        nonce: v.nonce,
        raw_body: v.raw_body,
        sign_payload: v.sign_payload,
        received_sign: v.sign,
      });
      expect(full).toMatchObject({ format: 'failure-log', kind: 'request', warnings: [] });
      expect(full.fields).toEqual({ ...expected, receivedSign: v.sign });
      expect(intakeOf({ sign_payload: v.sign_payload }).fields).toEqual(expected);
    },
  );

  it('turns a JSON number timestamp into text', () => {
    expect(
      intakeOf({ merchant_id: 'M1', timestamp: 1700000000, raw_body: '' }).fields.timestamp,
    ).toBe('1700000000');
  });

  it('keeps expected_sign for comparison, and reads kind and env', () => {
    const intake = intakeOf({
      raw_body: '{}',
      expected_sign: 'e',
      kind: 'webhook',
      env: 'production',
    });
    expect(intake).toMatchObject({
      kind: 'webhook',
      env: 'production',
      fields: { expectedSign: 'e' },
    });
  });

  it('warns about an unknown kind or env', () => {
    const intake = intakeOf({ raw_body: '{}', kind: 'callback', env: 'staging' });
    expect(intake.kind).toBe('request');
    expect(intake.env).toBeUndefined();
    expect(intake.warnings).toHaveLength(2);
  });

  it('reads a CR LF sign_payload without the CRs, and warns that spec 5.2 wants LF', () => {
    const intake = intakeOf({ sign_payload: 'M1\r\n1700000000\r\nn\r\n{"a":1}\r\n' });
    expect(intake.fields).toEqual({
      merchantId: 'M1',
      timestamp: '1700000000',
      nonce: 'n',
      rawBody: '{"a":1}\r\n',
    });
    expect(intake.warnings.join()).toMatch(/CR LF.*spec 5\.2 rule 2/);
  });

  it('warns when sign_payload and the fields disagree', () => {
    const intake = intakeOf({
      merchant_id: 'M1',
      timestamp: '1',
      nonce: 'n',
      raw_body: '{"a": 1}',
      sign_payload: 'M1\n1\nn\n{"a":1}',
    });
    expect(intake.fields.rawBody).toBe('{"a": 1}');
    expect(intake.warnings.join()).toMatch(/disagree/);
  });

  it('warns when sign_payload lacks three line feeds', () => {
    const intake = intakeOf({ merchant_id: 'M1', sign_payload: 'M1 1 n {}' });
    expect(intake.warnings.join()).toMatch(/three line feeds/);
  });

  it('takes the body from sign_payload when raw_body was logged as parsed JSON', () => {
    const intake = intakeOf({ raw_body: { a: 1 }, sign_payload: 'M\n1\nn\n{ "a": 1 }' });
    expect(intake.fields.rawBody).toBe('{ "a": 1 }');
    expect(intake.warnings.join()).toMatch(/parsed JSON/);
  });

  it('guesses a compact body from parsed JSON only with a warning that the bytes are lost', () => {
    const intake = intakeOf({ merchant_id: 'M', raw_body: { a: 1 } });
    expect(intake.fields.rawBody).toBe('{"a":1}');
    expect(intake.warnings.join()).toMatch(/exact bytes are lost/);
  });

  it('does not read a secret in the log, and says to remove it', () => {
    const intake = intakeOf({ merchant_id: 'M', raw_body: '', api_secret: 'test_sk_x' });
    expect(JSON.stringify(intake)).not.toContain('test_sk_x');
    expect(intake.warnings.join()).toMatch(/"api_secret", which looks like a secret/);
  });

  it('ignores fields of the wrong type, with a warning', () => {
    const intake = intakeOf({ merchant_id: ['M'], raw_body: '' });
    expect(intake.fields.merchantId).toBeUndefined();
    expect(intake.warnings[0]).toMatch(/merchant_id is an array/);
  });

  it.each([
    ['{"merchant_id":', /not valid JSON/],
    ['{"other":1}', /merchant_id, timestamp/],
  ])('refuses %j', (text, message) => {
    expect(parseFailureLog(text)).toMatchObject({ ok: false, error: message });
  });

  it('property: reads back any fields and exact body, from raw_body or from sign_payload', () => {
    fc.assert(
      fc.property(fieldsArb, fc.boolean(), (f, payloadOnly) => {
        const log = JSON.parse(failureLogOf(f)) as Record<string, unknown>;
        if (payloadOnly)
          for (const key of ['merchant_id', 'timestamp', 'nonce', 'raw_body']) delete log[key];
        const intake = intakeOf(log);
        expect(intake.fields).toEqual({
          merchantId: f.merchantId,
          timestamp: f.timestamp,
          nonce: f.nonce,
          receivedSign: f.receivedSign,
          expectedSign: '0'.repeat(64),
          rawBody: f.rawBody,
        });
        expect(intake.warnings).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
