import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../diagnosis/diagnose.ts';
import { decideReading, readingsToSearch, searchReadings } from './decide.ts';
import { parseIntake } from './detect.ts';
import { intakeOrThrow } from './test-support.ts';
import type { Intake } from './types.ts';

const SECRET = 'sk_test_decide';
const hmac = (m: string, t: string, n: string, body: string) =>
  createHmac('sha256', SECRET).update(`${m}\n${t}\n${n}\n${body}`).digest('hex');

describe('the signature decides between readings', () => {
  it('a paste with a header map and two JSON values: the one that was signed wins, said why', async () => {
    const signed = '{"merchant_order_no":"ORD-2"}';
    const sign = hmac('M100001', '1732700000', 'n-decide-1', signed);
    // Prose with a first JSON value nearer the headers than the body that was really sent.
    const paste = [
      'Ticket 4411: the merchant logged the headers and then the body it sent:',
      `headers={'X-MerchantID': 'M100001', 'X-Timestamp': '1732700000', 'X-Nonce': 'n-decide-1', 'X-Sign': '${sign}'}`,
      'config loaded {"retries":3}',
      `sent ${signed}`,
    ].join('\n');
    const intake = intakeOrThrow(parseIntake(paste));
    expect(intake.readings?.length).toBeGreaterThan(1);
    expect(intake.warnings.join(' ')).toMatch(/ranks first by evidence/);
    const decision = await decideReading(intake.readings!, SECRET);
    expect(decision?.proven).toBe(true);
    expect(intake.readings![decision!.index]!.fields.rawBody).toBe(signed);
    expect(decision?.note).toMatch(/Decided by the signature/);
  });

  it('answers nothing when no reading reproduces the received sign', async () => {
    const paste = `X-MerchantID: M1\nX-Timestamp: 1\nX-Nonce: n\nX-Sign: ${'a'.repeat(64)}\n\n{"a":1}`;
    const intake = intakeOrThrow(parseIntake(paste));
    expect(await decideReading(intake.readings ?? [intake], SECRET)).toBeUndefined();
  });
});

describe('the mistake search decides when the signature alone does not', () => {
  const signed = '{"merchant_order_no":"ORD-2"}';
  // The sender signed the timestamp in milliseconds: no reading matches, one reproduces.
  const sign = hmac('M100001', '1732700000000', 'n-decide-2', signed);
  const paste = [
    'Ticket 4412: headers, then the body the merchant says it sent:',
    `headers={'X-MerchantID': 'M100001', 'X-Timestamp': '1732700000', 'X-Nonce': 'n-decide-2', 'X-Sign': '${sign}'}`,
    'config loaded {"retries":3}',
    `sent ${signed}`,
  ].join('\n');
  const readings = intakeOrThrow(parseIntake(paste)).readings!;
  /** The real search of spec 5.5 over one reading, its cause's codes when it names one. */
  const search = async (reading: Intake) => {
    const { merchantId = '', timestamp = '', nonce = '', receivedSign = '' } = reading.fields;
    const { rawBody } = reading.fields;
    const input = { merchantId, timestamp, nonce, receivedSign, rawBody };
    const diagnosis = await diagnose({
      ...input,
      kind: reading.kind,
      env: 'test',
      secrets: { test: SECRET },
    });
    return diagnosis.verdict === 'MISMATCH' && diagnosis.found
      ? diagnosis.found.causes.join(' + ')
      : null;
  };

  it('adopts the next reading the search reproduces the sign from, and says which and why', async () => {
    expect(readings[0]!.fields.rawBody).not.toBe(signed);
    expect(await decideReading(readings, SECRET)).toBeUndefined();
    expect(await search(readings[0]!)).toBeNull();
    const decision = await searchReadings(readings, search);
    expect(decision).toBeDefined();
    expect(readings[decision!.index]!.fields.rawBody).toBe(signed);
    expect(decision!.proven).toBe(false);
    expect(decision!.note).toMatch(
      new RegExp(
        `^Reading ${decision!.index + 1} of ${readings.length} \\(request, body of ${signed.length} characters.*\\): the mistake search reproduces the received X-Sign from it with TIMESTAMP_MILLISECONDS`,
      ),
    );
  });

  it('searches at most three readings in all, those with the four signed headers, best first', async () => {
    const whole = (body: string): Intake => ({
      ...readings[0]!,
      fields: { ...readings[0]!.fields, rawBody: body },
    });
    const partial: Intake = { ...whole('{"p":1}'), fields: { rawBody: '{"p":1}', nonce: 'n' } };
    const many = [whole('{"a":0}'), partial, whole('{"a":2}'), whole('{"a":3}'), whole('{"a":4}')];
    expect(readingsToSearch(many)).toEqual([2, 3]);
    const asked: string[] = [];
    const nothing = async (reading: Intake) => {
      asked.push(reading.fields.rawBody);
      return null;
    };
    expect(await searchReadings(many, nothing)).toBeUndefined();
    expect(asked).toEqual(['{"a":2}', '{"a":3}']);
  });

  it('stops between readings once the input changed', async () => {
    const many = [0, 1, 2].map((n) => ({
      ...readings[0]!,
      fields: { ...readings[0]!.fields, rawBody: `{"a":${n}}` },
    }));
    const asked: string[] = [];
    let changed = false;
    const searchThenChange = async (reading: Intake) => {
      asked.push(reading.fields.rawBody);
      changed = true;
      return 'TIMESTAMP_MILLISECONDS';
    };
    // Without the change both others would be searched; with it, the first's answer is dropped.
    expect(await searchReadings(many, async () => null)).toBeUndefined();
    expect(await searchReadings(many, searchThenChange, () => changed)).toBeUndefined();
    expect(asked).toEqual(['{"a":1}']);
  });
});
