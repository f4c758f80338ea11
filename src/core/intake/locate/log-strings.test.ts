// A body inside a log line's quoted or escaped string (docs/verify-intake.md, "Families read by
// cleaning and evidence"): forms other than the fresh pastes' (fixtures/fresh), each written here
// to its writer's documented quoting (Go's strconv.Quote, RFC 5424 6.3.3, JSON) by code in this
// test; every truth is signed with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow, readWithSecret } from '../test-support.ts';
import { decodeGoQuoted, decodeRfc5424 } from '../unwrap/logs/string-quoting.ts';

const SECRET = 'test_sk_logstr_0042';
const MID = 'M100001';
const TS = '1795826500';
const NONCE = 'n-logstr-7f3a9c';
const signOf = (body: string) =>
  createHmac('sha256', SECRET).update(`${MID}\n${TS}\n${NONCE}\n${body}`).digest('hex');

/** Go's strconv.Quote for printable text (the `%q` logrus and log/slog write values with). */
const goQuote = (text: string) =>
  `"${text
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')}"`;
/** RFC 5424 6.3.3: `"`, `\` and `]` escaped in a PARAM-VALUE. */
const sdQuote = (text: string) => `"${text.replace(/["\\\]]/g, (c) => `\\${c}`)}"`;

const used = (text: string) => readWithSecret(text, SECRET);

const expectSent = async (text: string, body: string) =>
  expect((await used(text)).fields).toMatchObject({
    merchantId: MID,
    timestamp: TS,
    nonce: NONCE,
    receivedSign: signOf(body),
    rawBody: body,
  });

describe('a body inside a quoted string of a log line', () => {
  it('log/slog TextHandler: a pretty body after prose in msg="...", with a tab and \\"', async () => {
    const body = '{\n\t"note": "say \\"hi\\" \\\\ bye",\n\t"amount": "1.00"\n}';
    const line = `time=2026-11-28T00:41:30.000Z level=INFO msg=${goQuote(`outgoing request body: ${body}`)} x_merchantid=${MID} x_timestamp=${TS} x_nonce=${NONCE} x_sign=${signOf(body)}`;
    await expectSent(`${line}\ntime=2026-11-28T00:41:31.000Z level=INFO msg=done\n`, body);
  });

  it('a whole CR LF request dump in a logfmt value, among other log lines', async () => {
    const body = '{"merchant_order_no":"D-1","goods_name":"Café"}';
    const dump = [
      'POST /api/v1/payments/query HTTP/1.1',
      'Host: sandbox.example',
      `X-Merchantid: ${MID}`,
      `X-Nonce: ${NONCE}`,
      `X-Sign: ${signOf(body)}`,
      `X-Timestamp: ${TS}`,
      '',
      body,
    ].join('\r\n');
    const text = [
      'level=info component=client msg="starting"',
      `level=debug component=client dump=${goQuote(dump)} attempt=1`,
      'level=error component=client msg="401 from gateway"',
    ].join('\n');
    await expectSent(text, body);
  });

  it('RFC 5424 structured data: the body in a second SD element, with \\] and \\\\', async () => {
    const body = '{"merchant_order_no":"SD-2","note":"a\\\\b ]x["}';
    const sd = `[req@32473 x-merchantid="${MID}" x-timestamp="${TS}" x-nonce="${NONCE}" x-sign="${signOf(body)}"][body@32473 raw=${sdQuote(body)}]`;
    await expectSent(`<14>1 2026-11-28T00:41:33Z gw app - SIGN ${sd} check\n`, body);
  });

  it('journalctl -o json (one line): a slog line escaped twice in MESSAGE', async () => {
    const body = '{"merchant_order_no":"J-3","goods_name":"żółw \\"x\\""}';
    const slog = `time=2026-11-28T00:41:34Z level=INFO msg="webhook received" headers="map[X-Merchantid:[${MID}] X-Nonce:[${NONCE}] X-Sign:[${signOf(body)}] X-Timestamp:[${TS}]]" body=${goQuote(body)}`;
    const entry = JSON.stringify({ __CURSOR: 's=1', MESSAGE: slog, _PID: '31719' });
    await expectSent(`${entry}\n`, body);
  });

  it("a JSON log line's message holds the body after prose (pino msg)", async () => {
    const body = '{"code":"0000","data":{"order_no":"P1"}}';
    const line = JSON.stringify({
      level: 30,
      msg: `sending request, payload=${body} (retry 0)`,
      x_merchantid: MID,
      x_timestamp: TS,
      x_nonce: NONCE,
      x_sign: signOf(body),
    });
    await expectSent(`${line}\n`, body);
  });
});

describe('a body a log line holds without naming it', () => {
  it("log4j's PatternLayout: named fields, then the body in the message", async () => {
    const body = '{"merchant_order_no":"P-5","trans_amount":{"currency":"EUR","value":"2.00"}}';
    const text = [
      `2026-11-28 00:41:32,595 INFO [main] c.a.SignFilter mid=${MID} ts=${TS} nonce=${NONCE} sign=${signOf(body)} - payload received: ${body}`,
      '2026-11-28 00:41:32,601 WARN [main] c.a.SignFilter - rejected',
    ].join('\n');
    await expectSent(text, body);
  });
});

describe('a body whose final line feed the log shows as a blank line', () => {
  const body = '{"event":"payment.succeeded","data":{"order_no":"P9"}}\n';
  const text = [
    `INFO webhook headers: X-MerchantID=${MID} X-Timestamp=${TS} X-Nonce=${NONCE} X-Sign=${signOf(body)}`,
    `INFO webhook body: ${body}`,
    'INFO webhook handled in 3 ms',
  ].join('\n');

  it('is read with its line feed when the signature says so', async () => {
    await expectSent(text, body);
  });

  it('without the secret, the JSON value alone ranks first', () => {
    expect(intakeOrThrow(parseIntake(text)).fields.rawBody).toBe(body.trimEnd());
  });
});

describe('each quoting by its own rules', () => {
  it("Go's strconv.Quote: byte and code point escapes", () => {
    expect(decodeGoQuoted('\\xe2\\x82\\xac \\u20ac \\U0001F600 \\101 \\"')).toBe('€ € 😀 A "');
    expect(decodeGoQuoted('\\]')).toBeUndefined();
    expect(decodeGoQuoted('\\xff')).toBeUndefined();
  });

  it('RFC 5424: a backslash before any other character is itself', () => {
    expect(decodeRfc5424('a\\nb \\] \\" \\\\')).toBe('a\\nb ] " \\');
  });
});
