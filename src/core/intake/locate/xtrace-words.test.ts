// dash's `set -x` prints words unquoted (locate/signed-fields.ts): a header value is the token
// before the command's next option. Written as dash 0.5 prints a trace (`+ ` before each
// command, no quoting), inside a Jenkins console with Timestamper's `HH:mm:ss  ` before each
// line the step printed (unwrap/ci-run-log.ts). The sign is computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';

const body = '{"merchant_order_no":"ORD-88","amount":"5.00"}';
const sign = createHmac('sha256', 'k_x')
  .update(['M100001', '1795803000', 'nx-1', body].join('\n'))
  .digest('hex');

describe("dash's unquoted xtrace", () => {
  it('reads the signed values as tokens and the body the trace printed', () => {
    const console = [
      'Started by timer',
      '[Pipeline] sh',
      `12:00:01  + BODY=${body}`,
      `12:00:01  + curl -fsS -H X-MerchantID: M100001 -H X-Timestamp: 1795803000 -H X-Nonce: nx-1 -H X-Sign: ${sign} -H Content-Type: application/json -d ${body} http://127.0.0.1:8080/api/v1/payments/query`,
      '12:00:02  curl: (22) The requested URL returned error: 401',
      '[Pipeline] }',
    ].join('\n');
    const intake = intakeOrThrow(parseIntake(console));
    expect(intake.fields).toMatchObject({
      merchantId: 'M100001',
      timestamp: '1795803000',
      nonce: 'nx-1',
      receivedSign: sign,
      rawBody: body,
    });
  });
});
