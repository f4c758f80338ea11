// A log's escaped, unquoted body and its merchant named `merchant_id=` (escaped-bare-body.ts,
// access-log.ts), in a form other than the fresh paste's morgan line: a pino-pretty/logfmt line
// with the body before a trailing field. Sign by node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { escapedBareBody } from './escaped-bare-body.ts';

const secret = 'test_sk_bare_body_01';

describe('an escaped bare body in a log line', () => {
  it('reads the body to its last bracket and the merchant named merchant_id', () => {
    const body = '{"items":[{"sku":"A 1","q":2}],"note":"caf\u00e9 \\"x\\""}';
    const sign = createHmac('sha256', secret)
      .update(`M42\n1795802000\nlf-nonce-7\n${body}`)
      .digest('hex');
    const escaped = JSON.stringify(body).slice(1, -1);
    const text = `level=info msg="webhook rejected" merchant_id=M42 x_timestamp=1795802000 x_nonce=lf-nonce-7 x_sign=${sign} body=${escaped} rt=0.004`;
    const result = parseIntake(text);
    expect(result.ok && result.intake.fields).toMatchObject({
      merchantId: 'M42',
      timestamp: '1795802000',
      nonce: 'lf-nonce-7',
      receivedSign: sign,
      rawBody: body,
    });
  });

  it('takes no value that does not decode to JSON', () => {
    expect(escapedBareBody('raw={\\"a\\": oops} end')).toBeUndefined();
  });
});
