import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../../intake/detect.ts';
import { intakeOrThrow, pinoRequestLine } from '../../intake/test-support.ts';
import { diagnose } from '../diagnose.ts';
import type { DiagnosisInput, Found } from '../types.ts';

const SECRET = 'sk_test_logged_body';
const M = 'M100001';
const T = '1732700000';
const N = 'n-logger-1';
const hmac = (t: string, body: string) =>
  createHmac('sha256', SECRET).update(`${M}\n${t}\n${N}\n${body}`).digest('hex');

/** What the sender sent and signed: Python's json.dumps defaults (a space after ':' and ','). */
const SENT = '{"merchant_order_no": "ORD-1", "amount": 100}';
const ORDER = JSON.parse(SENT) as unknown;

const pinoLine = (sign: string) =>
  pinoRequestLine(
    {
      'content-type': 'application/json',
      'x-merchantid': M,
      'x-timestamp': T,
      'x-nonce': N,
      'x-sign': sign,
    },
    ORDER,
  );

/** A Datadog log event (Logs API v2 shape) with the body parsed into an attribute, pretty-printed. */
const datadogEvent = (sign: string) =>
  JSON.stringify(
    {
      service: 'shop',
      attributes: {
        http: {
          method: 'POST',
          request: {
            headers: { 'X-MerchantID': M, 'X-Timestamp': T, 'X-Nonce': N, 'X-Sign': sign },
            body: ORDER,
          },
        },
      },
    },
    null,
    2,
  );

async function found(paste: string): Promise<{ found: Found | null; notes: string[] }> {
  const intake = intakeOrThrow(parseIntake(paste));
  const { merchantId = '', timestamp = '', nonce = '', receivedSign = '', rawBody } = intake.fields;
  const input: DiagnosisInput = {
    kind: intake.kind,
    env: 'test',
    merchantId,
    timestamp,
    nonce,
    rawBody,
    receivedSign,
    secrets: { test: SECRET },
    ...(intake.bodyRewrittenBy ? { bodyRewrittenBy: intake.bodyRewrittenBy } : {}),
  };
  const diagnosis = await diagnose(input);
  if (diagnosis.verdict !== 'MISMATCH') throw new Error('expected a mismatch');
  return { found: diagnosis.found, notes: diagnosis.notes };
}

describe('a body the log holds as its logger re-wrote it', () => {
  it("the intake marks a parsed body object as the logger's and says so", () => {
    for (const paste of [pinoLine(hmac(T, SENT)), datadogEvent(hmac(T, SENT))]) {
      const intake = intakeOrThrow(parseIntake(paste));
      expect(intake.bodyRewrittenBy).toBe('logger');
      expect(intake.fields.rawBody).toBe(JSON.stringify(ORDER));
      expect(intake.warnings.join(' ')).toMatch(
        /^.*The log holds the body as the logger re-wrote it, not the bytes sent/,
      );
    }
  });

  it('an escaped body string is the bytes as logged, not a rewrite', () => {
    const line = JSON.parse(pinoLine(hmac(T, SENT))) as {
      req: Record<string, unknown>;
      msg?: string;
    };
    // The body logged as an escaped string, before the message, as the families' pino line has it.
    delete line.msg;
    delete line.req.body;
    const intake = intakeOrThrow(
      parseIntake(JSON.stringify({ ...line, request_body: SENT, msg: 'done' })),
    );
    expect(intake.fields.rawBody).toBe(SENT);
    expect(intake.bodyRewrittenBy).toBeUndefined();
  });

  it("a body written another way is the logger's doing: no sender's library is named", async () => {
    const { found: hit } = await found(pinoLine(hmac(T, SENT)));
    expect(hit?.causes).toEqual(['PASTE_ARTIFACT']);
    expect(hit?.lead).toMatch(
      /^The log holds the body as the logger re-wrote it, not the bytes sent/,
    );
    expect(hit?.lead).not.toMatch(/librar|re-serialized the body after you signed/i);
    expect(hit?.libraries).toBeUndefined();
    expect(hit?.action).toMatch(/raw body exactly as sent/);
  });

  it('the same bytes pasted as a body, not a logged object, still name the re-serialization', async () => {
    // The control: the blame moves only because the log held a parsed object.
    const sign = hmac(T, SENT);
    const raw = `X-MerchantID: ${M}\nX-Timestamp: ${T}\nX-Nonce: ${N}\nX-Sign: ${sign}\n\n${JSON.stringify(ORDER)}`;
    const { found: hit } = await found(raw);
    expect(hit?.causes).toEqual(['BODY_REFORMATTED']);
  });

  it("a sender's own mistake beside the rewrite is still said to the sender", async () => {
    const { found: hit } = await found(pinoLine(hmac(`${T}000`, SENT)));
    expect(hit?.causes).toEqual(
      expect.arrayContaining(['TIMESTAMP_MILLISECONDS', 'PASTE_ARTIFACT']),
    );
    expect(hit?.lead).toMatch(/milliseconds/);
    expect(hit?.lead).toMatch(/Apart from that, the log holds the body as the logger re-wrote it/);
  });

  it('when nothing reproduces the sign, says the sign cannot be checked against these bytes', async () => {
    const { found: hit, notes } = await found(pinoLine('0'.repeat(64)));
    expect(hit).toBeNull();
    expect(notes[0]).toMatch(
      /cannot be checked against these bytes: the log holds the body as its logger re-wrote it/,
    );
  });
});
