import { describe, expect, it } from 'vitest';
import { readPaste } from '../../core/paste/messages.ts';
import * as T from '../../core/paste/test-support.ts';
import { fieldsOf } from './case-of-intake.ts';

/** The fields of each message a paste holds, by side. */
function fieldsBySide(text: string) {
  const result = readPaste(text);
  if (!result.ok) throw new Error(result.error);
  const messages = result.messages ?? [{ side: result.intake.kind, intake: result.intake }];
  return new Map(messages.map((m) => [m.side, fieldsOf(m.intake)]));
}

describe("the case's User-Agent and Content-Type, as the paste's header lines show them", () => {
  it("fills both from a curl -v transcript's > lines, quoted again by an e-mail", () => {
    const sides = fieldsBySide(T.CURL_V_EMAIL);
    expect(sides.get('request')).toMatchObject({
      nonce: T.REQ_NONCE,
      userAgent: 'curl/7.88.1',
      contentType: 'application/json',
    });
    // The answer's < lines are its own: no sender's User-Agent there.
    expect(sides.get('response')).toMatchObject({ nonce: T.RES_NONCE, userAgent: '' });
  });

  it('takes them only from the block that holds its own signed headers', () => {
    const transcript = [
      'here is what curl printed:',
      '> User-Agent: the-e-mail-client/1.0',
      '>',
      '> * Connected to sandbox.pay.example (127.0.0.1) port 443 (#0)',
      '> > POST /api/v1/payment/orders HTTP/1.1',
      '> > Host: sandbox.pay.example',
      '> > User-Agent: GuzzleHttp/7',
      '> > Content-Type: application/json; charset=utf-8',
      `> > X-MerchantID: ${T.MERCHANT}`,
      `> > X-Timestamp: ${T.REQ_TS}`,
      `> > X-Nonce: ${T.REQ_NONCE}`,
      `> > X-Sign: ${T.REQ_SIGN}`,
      '> >',
      '> < HTTP/1.1 401 Unauthorized',
      '> < Content-Type: text/plain',
      '> < User-Agent: not-the-sender/1.0',
      `> < X-MerchantID: ${T.MERCHANT}`,
      `> < X-Timestamp: ${T.RES_TS}`,
      `> < X-Nonce: ${T.RES_NONCE}`,
      `> < X-Sign: ${T.RES_SIGN}`,
      '> <',
      '> {"code":1003,"msg":"signature mismatch"}',
    ].join('\n');
    const sides = fieldsBySide(transcript);
    expect(sides.get('request')).toMatchObject({
      nonce: T.REQ_NONCE,
      userAgent: 'GuzzleHttp/7',
      contentType: 'application/json; charset=utf-8',
    });
    expect(sides.get('response')).toMatchObject({ nonce: T.RES_NONCE, contentType: 'text/plain' });
  });

  it('leaves them empty where the paste shows no such header line', () => {
    const bare = [
      `> X-MerchantID: ${T.MERCHANT}`,
      `> X-Timestamp: ${T.REQ_TS}`,
      `> X-Nonce: ${T.REQ_NONCE}`,
      `> X-Sign: ${T.REQ_SIGN}`,
      '',
      'the body was {"merchant_order_no":"ORD-1"} and our User-Agent: is whatever PHP sends',
    ].join('\n');
    expect(fieldsBySide(bare).get('request')).toMatchObject({ userAgent: '', contentType: '' });
  });
});
