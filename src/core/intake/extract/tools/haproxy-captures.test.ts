// HAProxy httplog captures (extract/tools/haproxy-captures.ts): values without names, told apart
// by their shapes, the two a shape cannot tell apart proven only by the signature.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideReading } from '../../decide.ts';
import { parseIntake } from '../../detect.ts';

const secret = 'test_sk_hap_unit';
const sent = { merchantId: 'MX-77', timestamp: '1764303333', nonce: 'q9Zx-41' };
const body = '{"order_id":"A#1","note":"{50% | off}","city":"Zürich"}';
const sign = createHmac('sha256', secret)
  .update(`${sent.merchantId}\n${sent.timestamp}\n${sent.nonce}\n${body}`)
  .digest('hex');

/** HAProxy's log encoding of a capture: `"#{|}`, controls and bytes past `~` as #XX. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      byte < 0x20 || byte > 0x7e || '"#{|}'.includes(String.fromCharCode(byte))
        ? `#${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte),
    )
    .join('');

// One block only (request captures), declared sign first and the body before the nonce.
const line = `2026-11-28T01:02:03+00:00 gw2 haproxy[811]: 10.0.0.7:51000 [28/Nov/2026:01:02:03.114] fe_api~ be_pay/s2 0/0/1/12/13 401 210 - - ---- 3/3/0/0/0 0/0 {${sign}|${sent.timestamp}|${sent.merchantId}|${encode(body)}|${sent.nonce}} "POST /v1/payments HTTP/1.1"`;

describe('HAProxy log captures', () => {
  it('reads the values by shape, and the signature proves which is the merchant', async () => {
    const result = parseIntake(line);
    if (!result.ok) throw new Error(result.error);
    const readings = result.intake.readings ?? [result.intake];
    const decision = await decideReading(readings, secret);
    expect(decision?.proven).toBe(true);
    const used = readings[decision?.index ?? 0];
    expect(used?.fields).toMatchObject({ ...sent, receivedSign: sign, rawBody: body });
  });

  it('says the reading is a guess until the signature proves it', async () => {
    const result = parseIntake(line);
    if (!result.ok) throw new Error(result.error);
    expect(result.intake.warnings.join(' ')).toMatch(/by position.*guess/);
    expect(await decideReading(result.intake.readings ?? [], 'test_sk_other')).toBeUndefined();
  });

  it('reads nothing by position when two values share a shape', () => {
    const twoTimes = line.replace(`|${sent.nonce}}`, `|1764303334}`);
    const result = parseIntake(twoTimes);
    expect(result.ok && result.intake.format === 'haproxy-capture').toBe(false);
  });
});
