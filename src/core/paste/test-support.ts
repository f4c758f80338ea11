/**
 * Tickets written the way merchants write them, each holding several signed messages, for the
 * tests of reading a paste's messages and choosing its lead. Signs come from node:crypto, never
 * from the console's own signing code. Imported by tests only.
 */
import { createHmac } from 'node:crypto';
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';

/** The demo merchant's test secret, the console's default: a browser test types none. */
export const SECRET = DEMO_MERCHANT.testSecret;
export const MERCHANT = 'M100234';

/** HMAC-SHA256 over `merchant_id LF timestamp LF nonce LF raw_body` (spec 5.2), hex. */
const signOf = (timestamp: string, nonce: string, body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(`${MERCHANT}\n${timestamp}\n${nonce}\n${body}`).digest('hex');

/** The request the merchant signed and the one it sent: PHP's json_encode escaped the slashes. */
const SIGNED_BODY =
  '{"merchant_order_no":"ORD-7781","amount":"10.00","notify_url":"https://shop.example/notify"}';
export const SENT_BODY =
  '{"merchant_order_no":"ORD-7781","amount":"10.00","notify_url":"https:\\/\\/shop.example\\/notify"}';
export const REQ_TS = '1764740000';
export const REQ_NONCE = 'n-4f1a9c';
export const REQ_SIGN = signOf(REQ_TS, REQ_NONCE, SIGNED_BODY);

/** The service's genuine 401 answer (code 1003), signed right. */
export const ERROR_BODY = '{"code":1003,"message":"signature verification failed"}';
export const RES_TS = '1764740001';
export const RES_NONCE = 'r-88d2e0';
export const RES_SIGN = signOf(RES_TS, RES_NONCE, ERROR_BODY);

const requestHeaders = (mark: string) =>
  [
    `${mark}POST /api/v1/payment/orders HTTP/1.1`,
    `${mark}Host: sandbox.pay.example`,
    `${mark}User-Agent: curl/7.88.1`,
    `${mark}Content-Type: application/json`,
    `${mark}X-MerchantID: ${MERCHANT}`,
    `${mark}X-Timestamp: ${REQ_TS}`,
    `${mark}X-Nonce: ${REQ_NONCE}`,
    `${mark}X-Sign: ${REQ_SIGN}`,
    `${mark}Content-Length: ${Buffer.byteLength(SENT_BODY)}`,
  ].join('\n');

const responseHeaders = (mark: string) =>
  [
    `${mark}HTTP/1.1 401 Unauthorized`,
    `${mark}Content-Type: application/json`,
    `${mark}X-MerchantID: ${MERCHANT}`,
    `${mark}X-Timestamp: ${RES_TS}`,
    `${mark}X-Nonce: ${RES_NONCE}`,
    `${mark}X-Sign: ${RES_SIGN}`,
    `${mark}Content-Length: ${Buffer.byteLength(ERROR_BODY)}`,
  ].join('\n');

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** An e-mail quoting a `curl -v` transcript: the request's `>` lines, then the response's `<`. */
export const CURL_V_EMAIL = [
  'Subject: Re: signature verification failed',
  '',
  'Hello support,',
  '',
  'our PHP integration gets 401 on every order. Here is the curl output:',
  '',
  quoted(
    [
      `$ curl -v https://sandbox.pay.example/api/v1/payment/orders -H 'Content-Type: application/json' -H 'X-MerchantID: ${MERCHANT}' -H 'X-Timestamp: ${REQ_TS}' -H 'X-Nonce: ${REQ_NONCE}' -H 'X-Sign: ${REQ_SIGN}' -d '${SENT_BODY}'`,
      '*   Trying 127.0.0.1:443...',
      '* Connected to sandbox.pay.example (127.0.0.1) port 443 (#0)',
      requestHeaders('> '),
      '> ',
      '} [96 bytes data]',
      responseHeaders('< '),
      '< ',
      ERROR_BODY,
      '* Connection #0 to host sandbox.pay.example left intact',
    ].join('\n'),
  ),
  '',
  'Thanks,',
  'Ana (Shop Example)',
].join('\n');

/** A chat thread with a `curl -i` run: the command, then the response it printed. */
export const CURL_I_CHAT = [
  'ana.dev  10:41',
  'still failing, this is what I run:',
  `curl -i -X POST https://sandbox.pay.example/api/v1/payment/orders -H 'Content-Type: application/json' -H 'X-MerchantID: ${MERCHANT}' -H 'X-Timestamp: ${REQ_TS}' -H 'X-Nonce: ${REQ_NONCE}' -H 'X-Sign: ${REQ_SIGN}' --data '${SENT_BODY}'`,
  responseHeaders(''),
  '',
  ERROR_BODY,
  'support.joe  10:44',
  'looking at it now 👀',
].join('\n');

/** An issue with a fenced network capture: the request's body runs straight into the 401. */
export const CAPTURE_ISSUE = [
  '### Signature rejected in sandbox',
  '',
  'Captured with our proxy:',
  '',
  '```',
  requestHeaders(''),
  '',
  SENT_BODY + responseHeaders(''),
  '',
  ERROR_BODY,
  '```',
  '',
  'Any idea what we are doing wrong?',
].join('\n');

/** A client's log (Spring's RestTemplate interceptor) pasted into a chat, with the answer logged. */
export const SPRING_LOG_CHAT = [
  'ana.dev  09:12',
  'here is our log, secret is the one from the dashboard',
  `2026-12-02 09:11:58.120 DEBUG 1 --- [nio-8080-exec-3] c.s.pay.LoggingInterceptor : >>> POST https://sandbox.pay.example/api/v1/payment/orders headers=[Content-Type:"application/json", X-MerchantID:"${MERCHANT}", X-Timestamp:"${REQ_TS}", X-Nonce:"${REQ_NONCE}", X-Sign:"${REQ_SIGN}"] body=${SENT_BODY}`,
  `2026-12-02 09:11:58.311 DEBUG 1 --- [nio-8080-exec-3] c.s.pay.LoggingInterceptor : <<< 401 UNAUTHORIZED headers=[Content-Type:"application/json", X-MerchantID:"${MERCHANT}", X-Timestamp:"${RES_TS}", X-Nonce:"${RES_NONCE}", X-Sign:"${RES_SIGN}"] body=${ERROR_BODY}`,
  'support.joe  09:15',
  'thanks Ana, checking with the team 🙏',
].join('\n');

/** The webhook the sandbox sent, signed right. */
export const HOOK_BODY =
  '{"merchant_order_no":"ORD-7781","status":"PAID","amount":"10.00","notify_id":"ntf_31"}';
const HOOK_TS = '1764740100';
const HOOK_NONCE = 'w-0c3b7a';
const HOOK_SIGN = signOf(HOOK_TS, HOOK_NONCE, HOOK_BODY);
/** What an Express receiver verified: `JSON.stringify(req.body)` of the parsed webhook, spaced. */
export const REPARSED_BODY = JSON.stringify(JSON.parse(HOOK_BODY), null, 1);

/** An e-mail with the webhook the sandbox delivered and the receiver's own log of it. */
export const WEBHOOK_EMAIL = [
  'Hi,',
  '',
  'your webhook fails our signature check. The delivery:',
  '',
  'POST /notify HTTP/1.1',
  'Host: shop.example',
  'User-Agent: PaymentSandbox-Webhook/1.0',
  'Content-Type: application/json',
  `X-MerchantID: ${MERCHANT}`,
  `X-Timestamp: ${HOOK_TS}`,
  `X-Nonce: ${HOOK_NONCE}`,
  `X-Sign: ${HOOK_SIGN}`,
  '',
  HOOK_BODY,
  '',
  'And our receiver log:',
  '',
  `X-MerchantID: ${MERCHANT}`,
  `X-Timestamp: ${HOOK_TS}`,
  `X-Nonce: ${HOOK_NONCE}`,
  `X-Sign: ${HOOK_SIGN}`,
  '',
  REPARSED_BODY,
  '',
  'Regards,',
  'Ben',
].join('\n');
