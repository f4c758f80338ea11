// REST Assured's request printout (docs/verify-intake.md, "A logger's rewrite"): a pretty JSON
// body under its `Body:` line is the logger's layout, so the reading is marked and the sender is
// not blamed; a compact body (pretty printing switched off) is the bytes as sent.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';

const fields = { merchantId: 'M7001', timestamp: '1764300000', nonce: 'n-ra-0001' };
const sent = '{"refund":{"amount":"5.00","lines":[1,2]},"reason":"dup"}';
const sign = createHmac('sha256', 'test_sk_ra_unit')
  .update(`${fields.merchantId}\n${fields.timestamp}\n${fields.nonce}\n${sent}`)
  .digest('hex');

/** A `given().log().all()` printout of a PUT, as RequestPrinter lays it out. */
const printout = (body: string) =>
  [
    'Request method:\tPUT',
    'Request URI:\thttp://127.0.0.1:8080/v1/refunds/r_1',
    'Proxy:\t\t\t<none>',
    'Request params:\t<none>',
    'Query params:\t<none>',
    'Form params:\t<none>',
    'Path params:\t<none>',
    'Headers:\t\tAccept=*/*',
    `\t\t\t\tX-MerchantID=${fields.merchantId}`,
    `\t\t\t\tX-Timestamp=${fields.timestamp}`,
    `\t\t\t\tX-Nonce=${fields.nonce}`,
    `\t\t\t\tX-Sign=${sign}`,
    '\t\t\t\tContent-Type=application/json; charset=UTF-8',
    'Cookies:\t\t<none>',
    'Multiparts:\t\t<none>',
    'Body:',
    body,
    '',
  ].join('\n');

describe('a REST Assured printout', () => {
  it('marks a pretty-printed body as the logger’s layout, with the fields as printed', () => {
    const pretty = JSON.stringify(JSON.parse(sent), null, 4);
    const result = parseIntake(printout(pretty));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.intake.fields).toMatchObject({ ...fields, receivedSign: sign });
    expect(result.intake.bodyRewrittenBy).toBe('logger');
    expect(result.intake.warnings.join(' ')).toMatch(/pretty-printed it/);
  });

  it('leaves a compact body as sent (pretty printing off)', () => {
    const result = parseIntake(printout(sent));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.intake.fields.rawBody).toBe(sent);
    expect(result.intake.bodyRewrittenBy).toBeUndefined();
  });

  it('does not mark a pretty body that no REST Assured printout shows', () => {
    const pretty = JSON.stringify(JSON.parse(sent), null, 4);
    const raw = `PUT /v1/refunds/r_1 HTTP/1.1\nX-MerchantID: M7001\nX-Timestamp: 1764300000\nX-Nonce: n-ra-0001\nX-Sign: ${sign}\n\n${pretty}`;
    const result = parseIntake(raw);
    expect(result.ok && result.intake.bodyRewrittenBy).toBe(undefined);
  });
});
