// Which side a transcript's body belongs to (locate/evidence.ts): with the response asked for,
// the body is the one below the response's start line and signed headers, never the request's
// printed above it; and a CI run log's framing (unwrap/ci-run-log.ts) is taken off first.
// Written here to each tool's format; every sign computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow, readWithSecret } from '../test-support.ts';

const used = readWithSecret;

const signOf = (secret: string, parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('hex');

const request = '{"merchant_order_no":"ORD-77"}';
const requestSign = signOf('k1', ['M100001', '1795800700', 'req-n', request]);
const response = '{\n  "code": 0,\n  "data": {"merchant_order_no": "ORD-77", "status": "PAID"}\n}';
const responseSign = signOf('k2', ['M100001', '1795800701', 'resp-n', response]);

describe('the response side of a transcript', () => {
  it('takes the body below curl -i headers, not the BODY= of the script above', () => {
    const log = [
      '+ BODY=\'{"merchant_order_no":"ORD-77"}\'',
      `+ curl -sS -i -X POST https://sandbox.example/api/v1/payments/query -H 'X-MerchantID: M100001' -H 'X-Timestamp: 1795800700' -H 'X-Nonce: req-n' -H 'X-Sign: ${requestSign}' --data-binary "$BODY"`,
      'HTTP/2 200',
      'content-type: application/json',
      'x-merchantid: M100001',
      'x-timestamp: 1795800701',
      'x-nonce: resp-n',
      `x-sign: ${responseSign}`,
      'x-request-id: 7f3a',
      '',
      response,
      'verify: response signature mismatch',
    ].join('\n');
    const intake = intakeOrThrow(parseIntake(log, { side: 'response' }));
    expect(intake.kind).toBe('response');
    expect(intake.fields).toMatchObject({
      nonce: 'resp-n',
      receivedSign: responseSign,
      rawBody: response,
    });
  });

  it('reads a gh run view --log of http.client debug lines, either side', async () => {
    const lines = [
      `send: b'POST /api/v1/payments/query HTTP/1.1\\r\\nX-MerchantID: M100001\\r\\nX-Timestamp: 1795800700\\r\\nX-Nonce: req-n\\r\\nX-Sign: ${requestSign}\\r\\nContent-Length: 30\\r\\n\\r\\n'`,
      `send: b'${request}'`,
      "reply: 'HTTP/1.1 200 OK\\r\\n'",
      'header: X-MerchantID: M100001',
      'header: X-Timestamp: 1795800701',
      'header: X-Nonce: resp-n',
      `header: X-Sign: ${responseSign}`,
      'header: X-Request-Id: 7f3a',
      'INFO:urllib3: "POST /api/v1/payments/query HTTP/1.1" 200 80',
      ...response.split('\n'),
    ];
    const log = lines
      .map((line, i) => `query\tRun verify.py\t2026-11-27T10:00:0${i % 10}.1234567Z ${line}`)
      .join('\n');
    const intake = await used(log, 'k2', 'response');
    expect(intake.fields).toMatchObject({ receivedSign: responseSign, rawBody: response });
    const asRequest = await used(log, 'k1');
    expect(asRequest.fields).toMatchObject({ receivedSign: requestSign, rawBody: request });
  });
});
