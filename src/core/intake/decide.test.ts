import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideReading } from './decide.ts';
import { parseIntake } from './detect.ts';
import { intakeOrThrow } from './test-support.ts';

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
