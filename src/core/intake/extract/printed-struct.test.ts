// A header map printed inside Go's %+v of an *http.Request (extract/printed-struct.ts): the
// struct's Body is a reader's address, the body is the line the program logged. Written here to
// fmt's %+v layout; the sign computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';

const body = '{"merchant_order_no":"ORD-5","amount":"1.00"}';
const sign = createHmac('sha256', 'k_go')
  .update(['M100001', '1795800900', 'go-n1', body].join('\n'))
  .digest('hex');

describe("Go's %+v of an *http.Request", () => {
  it('reads the logged body line, not the struct after the header map', () => {
    const printed = [
      `&{Method:PUT URL:https://sandbox.example/api/v1/payments/query Proto:HTTP/1.1 ProtoMajor:1 ProtoMinor:1 Header:map[Accept:[application/json text/plain] X-Merchantid:[M100001] X-Nonce:[go-n1] X-Sign:[${sign}] X-Timestamp:[1795800900]] Body:0xc00001e0c0 GetBody:<nil> ContentLength:${body.length} TransferEncoding:[] Close:false Host:sandbox.example Form:map[] PostForm:map[] MultipartForm:<nil> Trailer:map[] RemoteAddr: RequestURI: TLS:<nil> Cancel:<nil> Response:<nil> Pattern: ctx:0xc0000a4000}`,
      '',
      `time=2026-11-27T10:00:00Z level=DEBUG payload=${body}`,
    ].join('\n');
    const intake = intakeOrThrow(parseIntake(printed));
    expect(intake.fields).toMatchObject({
      merchantId: 'M100001',
      timestamp: '1795800900',
      nonce: 'go-n1',
      receivedSign: sign,
      rawBody: body,
    });
  });
});
