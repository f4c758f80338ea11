// Which side a client logger's lines belong to (locate/evidence.ts): with the response asked
// for, the response is found by the way each logger marks it (an arrow before the status, a
// `response:` label on each line, a status field, a status code printed alone), and a reader
// that knows only requests does not answer for it (detect.ts). A Python bytes repr is decoded
// even when it is JSON as written (body-candidates.ts). Written here to each tool's format;
// every sign computed with node:crypto.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow, readWithSecret as used } from '../test-support.ts';
import type { Intake } from '../types.ts';

const signOf = (key: string, parts: string[]) =>
  createHmac('sha256', key).update(parts.join('\n')).digest('hex');

const secret = 'test_sk_sides_k1';
const request = '{"orderId":"P100"}';
const requestSign = signOf(secret, ['M7', '1795800700', 'req-n1', request]);
const response = '{"code":"0","data":{"orderId":"P100","status":"PAID","city":"Köln"}}';
const responseSign = signOf(secret, ['M7', '1795800701', 'resp-n1', response]);

/** The request's signed header lines, each behind a logger's `prefix`. */
const requestHeads = (prefix = '') => [
  `${prefix}X-MerchantID: M7`,
  `${prefix}X-Timestamp: 1795800700`,
  `${prefix}X-Nonce: req-n1`,
  `${prefix}X-Sign: ${requestSign}`,
];

/** The response's signed header lines, lower-cased as most clients print them. */
const responseHeads = (prefix = '') => [
  `${prefix}x-merchantid: M7`,
  `${prefix}x-timestamp: 1795800701`,
  `${prefix}x-nonce: resp-n1`,
  `${prefix}x-sign: ${responseSign}`,
];

const expectResponse = (reading: Intake) => {
  expect(reading.kind).toBe('response');
  expect(reading.fields).toMatchObject({
    merchantId: 'M7',
    timestamp: '1795800701',
    nonce: 'resp-n1',
    receivedSign: responseSign,
    rawBody: response,
  });
};

describe('a response marked the way client loggers mark it', () => {
  it("reads Feign's FULL log: the response below `<--- HTTP/1.1 200 (35ms)`", async () => {
    const tag = '[PayClient#query]';
    const log = [
      `${tag} ---> POST https://sandbox.example/v1/payments/query HTTP/1.1`,
      `${tag} Content-Length: ${request.length}`,
      `${tag} X-MerchantID: M7`,
      `${tag} X-Nonce: req-n1`,
      `${tag} X-Sign: ${requestSign}`,
      `${tag} X-Timestamp: 1795800700`,
      `${tag} `,
      `${tag} ${request}`,
      `${tag} ---> END HTTP (${request.length}-byte body)`,
      `${tag} <--- HTTP/1.1 200 (35ms)`,
      `${tag} content-type: application/json`,
      `${tag} x-merchantid: M7`,
      `${tag} x-nonce: resp-n1`,
      `${tag} x-sign: ${responseSign}`,
      `${tag} x-timestamp: 1795800701`,
      `${tag} `,
      `${tag} ${response}`,
      `${tag} <--- END HTTP (${Buffer.byteLength(response)}-byte body)`,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
  });

  it("reads OkHttp 4's log through Timber: the response below `<-- 200 url (35ms)`", async () => {
    const p = 'D/OkHttp: ';
    const log = [
      `${p}--> POST https://sandbox.example/v1/payments/query`,
      ...requestHeads(p),
      `${p}${request}`,
      `${p}--> END POST (${request.length}-byte body)`,
      `${p}<-- 200 https://sandbox.example/v1/payments/query (35ms)`,
      ...responseHeads(p),
      `${p}${response}`,
      `${p}<-- END HTTP (${Buffer.byteLength(response)}-byte body)`,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
  });

  it('reads lines a logger labels `request:` and `response:`, the body labelled too', async () => {
    const log = [
      'DEBUG request: POST https://sandbox.example/v1/payments/query',
      ...requestHeads('DEBUG request: '),
      `DEBUG request: ${request}`,
      ...responseHeads('DEBUG response: '),
      `DEBUG response: ${response}`,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
  });

  it('reads a printed response object after its request line, by its `statusCode: 200`', async () => {
    const log = [
      'POST https://sandbox.example/v1/payments/query',
      `{ statusCode: 200, headers: { 'x-merchantid': 'M7', 'x-timestamp': '1795800701',`,
      `  'x-nonce': 'resp-n1', 'x-sign': '${responseSign}' },`,
      `  body: '${response}' }`,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
  });

  it("reads Android's flutter lines: a status code printed alone, then a Dart map of headers", async () => {
    const p = 'I/flutter ( 4242): ';
    const log = [
      `${p}POST https://sandbox.example/v1/payments/query`,
      `${p}200`,
      `${p}{date: Fri, 28 Nov 2026 10:00:01 GMT, x-timestamp: 1795800701, x-merchantid: M7, x-sign: ${responseSign}, content-type: application/json, x-nonce: resp-n1}`,
      `${p}${response}`,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
  });

  it('keeps the request asked for when the response follows it', async () => {
    const log = [
      '--> POST https://sandbox.example/v1/payments/query',
      ...requestHeads(),
      '',
      request,
      '--> END POST',
      '<-- 200 OK https://sandbox.example/v1/payments/query (12ms)',
      ...responseHeads(),
      '',
      response,
      '<-- END HTTP',
    ].join('\n');
    const reading = await used(log, secret, 'request');
    expect(reading.kind).toBe('request');
    expect(reading.fields).toMatchObject({ nonce: 'req-n1', rawBody: request });
  });
});

describe("Elixir's inspect of a header list", () => {
  it('reads a tuple broken after its comma, as inspect breaks one past width 80', async () => {
    const log = [
      '%Finch.Request{',
      '  method: "POST",',
      '  path: "/v1/payments/query",',
      '  headers: [',
      '    {"x-merchantid", "M7"},',
      '    {"x-timestamp", "1795800700"},',
      '    {"x-nonce", "req-n1"},',
      '    {"x-sign",',
      `     "${requestSign}"}`,
      '  ],',
      `  body: ${JSON.stringify(request)}`,
      '}',
    ].join('\n');
    const reading = await used(log, secret);
    expect(reading.fields).toMatchObject({ receivedSign: requestSign, rawBody: request });
  });
});

describe('a side asked for that a reader of requests only cannot give', () => {
  it('reads the response, not the request an access-log line and a JSON beside it prove', async () => {
    const log = [
      `mid=M7 ts=1795800700 nonce=req-n1 sign=${requestSign} raw body: ${request}`,
      'HTTP/1.1 200 OK',
      ...responseHeads(),
      '',
      response,
    ].join('\n');
    expectResponse(await used(log, secret, 'response'));
    const asked = await used(log, secret);
    expect(asked.kind).toBe('request');
    expect(asked.fields).toMatchObject({ nonce: 'req-n1', rawBody: request });
  });
});

describe('a Python bytes repr whose JSON has its own escapes', () => {
  // The body sent holds `\/` and `\u00f6` (one backslash each); repr doubles every backslash.
  const body = '{"url": "https:\\/\\/shop.example\\/r", "city": "K\\u00f6ln"}';
  const sign = signOf(secret, ['M7', '1795800700', 'req-n1', body]);
  const log = [
    'DEBUG:payclient:X-MerchantID=M7 X-Timestamp=1795800700 X-Nonce=req-n1',
    `DEBUG:payclient:X-Sign=${sign}`,
    `DEBUG:payclient:body=${"b'" + body.replaceAll('\\', '\\\\') + "'"}`,
  ].join('\n');

  it('ranks the decoded bytes first without the secret', () => {
    const intake = intakeOrThrow(parseIntake(log));
    expect(intake.fields.rawBody).toBe(body);
  });

  it('and the signature proves them', async () => {
    expect((await used(log, secret)).fields.rawBody).toBe(body);
  });
});
