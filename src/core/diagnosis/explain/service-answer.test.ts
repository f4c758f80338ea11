import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../intake/detect.ts';
import { answerInPaste, envelopeInText } from './answer-in-paste.ts';
import { readServiceAnswer } from './service-answer.ts';

const SECRET = 'sk_test_answer_codes';
const sign = (m: string, t: string, n: string, b: string) =>
  createHmac('sha256', SECRET).update(`${m}\n${t}\n${n}\n${b}`, 'utf8').digest('hex');

const request = { merchantId: 'M100001', timestamp: '1767225000', nonce: 'retry0nce0123456' };
const body = '{"merchant_order_no":"A1001"}';

/** A `curl -v` transcript of a signed request and the service's signed answer. */
function transcript(answer: string, answerTimestamp: string, status = '401 Unauthorized') {
  const s = sign(request.merchantId, request.timestamp, request.nonce, body);
  const rs = sign(request.merchantId, answerTimestamp, 'srv0nce0123456789', answer);
  return [
    'Hi team, our query keeps failing, see below. Thanks, Priya',
    '',
    '> POST /api/v1/payment/query HTTP/1.1',
    '> Host: pay.acme-test.com',
    '> User-Agent: curl/7.88.1',
    '> Content-Type: application/json',
    `> X-MerchantID: ${request.merchantId}`,
    `> X-Timestamp: ${request.timestamp}`,
    `> X-Nonce: ${request.nonce}`,
    `> X-Sign: ${s}`,
    `> Content-Length: ${body.length}`,
    '>',
    body,
    `< HTTP/1.1 ${status}`,
    '< Content-Type: application/json',
    `< X-MerchantID: ${request.merchantId}`,
    `< X-Timestamp: ${answerTimestamp}`,
    '< X-Nonce: srv0nce0123456789',
    `< X-Sign: ${rs}`,
    `< Content-Length: ${answer.length}`,
    '<',
    answer,
  ].join('\n');
}

function readingOf(text: string) {
  const result = parseIntake(text);
  if (!result.ok) throw new Error(result.error);
  const answer = answerInPaste(result.intake, 'request', body, text);
  if (!answer) throw new Error('no answer found');
  return readServiceAnswer(answer, request);
}

describe('the service answer beside a right signature', () => {
  it('1004 names the reused nonce and a fresh one per attempt, not the signature', () => {
    const reading = readingOf(
      transcript('{"code":1004,"msg":"Nonce already used","data":null}', '1767225002'),
    );
    expect(reading?.code).toBe('1004');
    expect(reading?.aboutSignature).toBe(false);
    expect(reading?.lead).toContain('X-Nonce retry0nce0123456 was already used');
    expect(reading?.lead).toContain('not the signature');
    expect(reading?.fix).toMatch(/fresh nonce .* retries included/);
  });

  it("1002 says by how much the timestamp is off the answer's own timestamp", () => {
    const reading = readingOf(
      transcript('{"code":1002,"msg":"Bad timestamp","data":null}', '1767225750'),
    );
    expect(reading?.code).toBe('1002');
    expect(reading?.lead).toContain('is 750 s (13 min) behind the service');
    expect(reading?.lead).toContain('stamped 1767225750');
  });

  it('1002 with a millisecond timestamp says milliseconds', () => {
    const reading = readServiceAnswer({ code: '1002' }, { ...request, timestamp: '1767225000123' });
    expect(reading?.lead).toContain('in milliseconds');
  });

  it('2006 and 5008 are amount limits, not the signature', () => {
    for (const code of ['2006', '5008']) {
      const reading = readingOf(
        transcript(`{"code":${code},"msg":"Amount limit","data":null}`, '1767225001', '200 OK'),
      );
      expect(reading?.code).toBe(code);
      expect(reading?.lead).toContain('amount-limit error, not a signature error');
      expect(reading?.aboutSignature).toBe(false);
    }
  });

  it('1005 names the merchant ID, and 1003 beside a right sign names the secret the service holds', () => {
    expect(readServiceAnswer({ code: '1005' }, request)?.lead).toContain(
      'does not know merchant M100001',
    );
    const mismatch = readServiceAnswer({ code: '1003' }, request);
    expect(mismatch?.aboutSignature).toBe(true);
    expect(mismatch?.fix).toContain('key fingerprint');
  });

  it('a code the console does not know is no reading at all', () => {
    expect(readServiceAnswer({ code: '777' }, request)).toBeUndefined();
    expect(readServiceAnswer({}, request)).toBeUndefined();
  });

  it('finds an envelope quoted in chat, never the request body itself', () => {
    const chat = `Priya: we sent ${body}\nand got back {"code": 1004, "msg": "Nonce \\"x\\" used", "data": {}} :(`;
    expect(envelopeInText(chat, body)).toEqual({ code: '1004', msg: 'Nonce "x" used' });
    expect(envelopeInText('{"code":5008}', '{"code":5008}')).toBeUndefined();
  });
});
