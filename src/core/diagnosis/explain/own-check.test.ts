import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../diagnose.ts';
import { ownComputedSign } from './own-check.ts';

const SECRET = 'sk_test_own_check';
const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret)
    .update(`M100001\n1767225600\nn0nce0123456789a\n${body}`, 'utf8')
    .digest('hex');
const wire =
  '{"notification_id":"N1","merchant_order_no":"A1001","goods_name":"Caf\\u00e9 \\/ tea","amount":"10.00"}';

describe("the merchant's own check, diagnosed as theirs", () => {
  it('reads computed= beside the received sign and searches it: re-serialized', async () => {
    const computed = sign(JSON.stringify(JSON.parse(wire)));
    const log = `[webhook] x-sign=${sign(wire)} computed=${computed} -> 401 invalid signature`;
    const own = ownComputedSign(log, sign(wire));
    expect(own).toBe(computed);
    const diagnosis = await diagnose({
      kind: 'webhook',
      env: 'test',
      merchantId: 'M100001',
      timestamp: '1767225600',
      nonce: 'n0nce0123456789a',
      rawBody: wire,
      receivedSign: own!,
      secrets: { test: SECRET },
      signer: 'handler',
    });
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found?.causes).toEqual([
      'BODY_REFORMATTED',
    ]);
  });

  it('reads expected_sign:, calculated and expectedSign="…", and the other environment searched', async () => {
    const received = sign(wire);
    const prod = sign(wire, 'sk_prod_own_check');
    for (const line of [
      `expected_sign: ${prod} received_sign: ${received}`,
      `Signature mismatch, calculated ${prod.toUpperCase()} but header had ${received}`,
      `{"expectedSign":"${prod}","receivedSign":"${received}"}`,
    ]) {
      expect(ownComputedSign(line, received)).toBe(prod);
    }
    const diagnosis = await diagnose({
      kind: 'webhook',
      env: 'test',
      merchantId: 'M100001',
      timestamp: '1767225600',
      nonce: 'n0nce0123456789a',
      rawBody: wire,
      receivedSign: prod,
      secrets: { test: SECRET, production: 'sk_prod_own_check' },
      signer: 'handler',
    });
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found?.causes).toEqual([
      'SECRET_ENV_MIXED',
    ]);
  });

  it('never the received sign itself, nor a ticket without it', () => {
    const received = sign(wire);
    expect(ownComputedSign(`expected=${received} got=${received}`, received)).toBeUndefined();
    expect(ownComputedSign(`computed=${sign('x')}`, received)).toBeUndefined();
  });
});
