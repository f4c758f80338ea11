// A byte count of the body sent outranks a reading the signature proves (decide.ts): curl -v's
// `> Content-Length` counts the bytes sent, so a reading it contradicts is not the message sent,
// and the mistake search names the difference. The signature still decides between readings no
// byte count contradicts. The session is written as bash and curl -v print it; the sign is
// computed with node:crypto, as the merchant's script computed it (through `$(cat file)`,
// which drops the file's final line feed).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../diagnosis/diagnose.ts';
import { utf8 } from '../text/bytes.ts';
import { decideReading } from './decide.ts';
import { parseIntake } from './detect.ts';
import { intakeOrThrow } from './test-support.ts';

const SECRET = 'sk_test_count';
const file = '{"merchant_order_no":"ORD-41",\n "note":"tee"}\n';
const signedAs = file.slice(0, -1);
const sign = createHmac('sha256', SECRET)
  .update(`M100001\n1795802000\nn-count-1\n${signedAs}`)
  .digest('hex');

/** A script shown with `cat`, then run: its `cat body.json` prints the file, curl -v the head. */
const session = (length: number) =>
  [
    '$ cat query.sh',
    "tee body.json >/dev/null <<'EOF'",
    ...signedAs.split('\n'),
    'EOF',
    `SIGN=$(printf '%s\\n%s\\n%s\\n%s' M100001 1795802000 n-count-1 "$(cat body.json)" | openssl dgst -sha256 -hmac "$KEY" -r | cut -c1-64)`,
    'cat body.json',
    `curl -v -H 'X-MerchantID: M100001' -H 'X-Timestamp: 1795802000' -H 'X-Nonce: n-count-1' -H "X-Sign: $SIGN" --data-binary @body.json http://127.0.0.1:8080/api/v1/payments/query`,
    '$ bash query.sh',
    ...signedAs.split('\n'),
    '> POST /api/v1/payments/query HTTP/1.1',
    '> X-MerchantID: M100001',
    '> X-Timestamp: 1795802000',
    '> X-Nonce: n-count-1',
    `> X-Sign: ${sign}`,
    `> Content-Length: ${length}`,
    '> ',
    '< HTTP/1.1 401 Unauthorized',
    '< Content-Length: 20',
    '<',
    '{"code":1003,"x":1}',
  ].join('\n');

describe('a byte count of the body sent', () => {
  it('keeps the bytes Content-Length counts, and the search names what the sign lacks', async () => {
    const intake = intakeOrThrow(parseIntake(session(utf8(file).length)));
    const readings = intake.readings ?? [intake];
    expect(readings.some((r) => r.fields.rawBody === signedAs)).toBe(true);
    expect(await decideReading(readings, SECRET)).toBeUndefined();
    expect(intake.fields.rawBody).toBe(file);
    const { merchantId, timestamp, nonce, receivedSign } = intake.fields;
    const diagnosis = await diagnose({
      kind: 'request',
      env: 'test',
      merchantId: merchantId!,
      timestamp: timestamp!,
      nonce: nonce!,
      rawBody: file,
      receivedSign: receivedSign!,
      secrets: { test: SECRET },
    });
    expect(diagnosis.verdict).toBe('MISMATCH');
    expect(JSON.stringify(diagnosis)).toMatch(/signed the body without its trailing newline/);
  });

  it('lets the signature decide when no reading has the count', async () => {
    const intake = intakeOrThrow(parseIntake(session(999)));
    const decision = await decideReading(intake.readings ?? [intake], SECRET);
    expect(decision?.proven).toBe(true);
    expect(intake.readings?.[decision!.index]?.fields.rawBody).toBe(signedAs);
  });
});
