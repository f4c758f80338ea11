import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../intake/detect.ts';
import { cutAtValueEnd, UNCERTAIN_END } from './body-end.ts';
import { chooseLead, verdictOf } from './lead.ts';
import { readPaste, type PasteMessage } from './messages.ts';
import * as T from './test-support.ts';

const messagesOf = (text: string): PasteMessage[] => {
  const result = readPaste(text);
  if (!result.ok) throw new Error(result.error);
  return result.messages ?? [];
};

/** Words of the conversation around the messages, which no body may hold. */
const CHAT = /ana\.dev|support\.joe|Thanks|Regards|Ben|👀|🙏|Any idea|receiver log/;

const EXCHANGES = {
  'an e-mail quoting a curl -v transcript': T.CURL_V_EMAIL,
  'a chat thread with a curl -i run': T.CURL_I_CHAT,
  'an issue with a fenced capture, no blank line before the 401': T.CAPTURE_ISSUE,
  "a chat thread holding a Spring client's log": T.SPRING_LOG_CHAT,
};

describe('a request and the service answer in one ticket', () => {
  for (const [form, ticket] of Object.entries(EXCHANGES)) {
    describe(form, () => {
      const messages = messagesOf(ticket);

      it('reads both messages, each with its own headers and body', () => {
        expect(messages.map((m) => m.side)).toEqual(['request', 'response']);
        const [request, response] = messages.map((m) => m.intake.fields);
        expect(request).toMatchObject({
          merchantId: T.MERCHANT,
          timestamp: T.REQ_TS,
          nonce: T.REQ_NONCE,
          receivedSign: T.REQ_SIGN,
          rawBody: T.SENT_BODY,
        });
        expect(response).toMatchObject({
          timestamp: T.RES_TS,
          nonce: T.RES_NONCE,
          receivedSign: T.RES_SIGN,
          rawBody: T.ERROR_BODY,
        });
        for (const message of messages) expect(message.intake.fields.rawBody).not.toMatch(CHAT);
      });

      it('verifies each on its own and leads with the refused request', () => {
        const verdicts = messages.map((m) => verdictOf(m, T.SECRET));
        expect(verdicts).toEqual(['MISMATCH', 'MATCH']);
        expect(chooseLead(messages, verdicts)).toBe(0);
      });

      it('leads with the request without the secret too', () => {
        const verdicts = messages.map((m) => verdictOf(m, ''));
        expect(verdicts).toEqual(['UNVERIFIED', 'UNVERIFIED']);
        expect(chooseLead(messages, verdicts)).toBe(0);
      });

      it("keeps no other message among a message's readings", () => {
        for (const message of messages) {
          for (const reading of message.intake.readings ?? []) {
            expect(reading.fields.receivedSign).toBe(message.intake.fields.receivedSign);
          }
        }
      });
    });
  }
});

describe("a webhook and the receiver's log of it", () => {
  const messages = messagesOf(T.WEBHOOK_EMAIL);

  it('reads the delivery and the bytes the receiver checked as two webhook messages', () => {
    expect(messages.map((m) => m.side)).toEqual(['webhook', 'webhook']);
    expect(messages.map((m) => m.intake.fields.rawBody)).toEqual([T.HOOK_BODY, T.REPARSED_BODY]);
  });

  it("leads with the receiver's failing check over the service's right signature", () => {
    const verdicts = messages.map((m) => verdictOf(m, T.SECRET));
    expect(verdicts).toEqual(['MATCH', 'MISMATCH']);
    expect(chooseLead(messages, verdicts)).toBe(1);
  });
});

describe('the lead', () => {
  const [request, response] = messagesOf(T.CURL_I_CHAT) as [PasteMessage, PasteMessage];

  it('is never a MATCH while another message fails', () => {
    expect(chooseLead([response, request], ['MATCH', 'MISMATCH'])).toBe(1);
    expect(chooseLead([response, response], ['MATCH', 'MISMATCH'])).toBe(1);
  });

  it('is the request when every message verifies', () => {
    expect(chooseLead([response, request], ['MATCH', 'MATCH'])).toBe(1);
  });
});

describe('a curl -v transcript that does not hold the request body', () => {
  const transcript = readFileSync(
    new URL('../intake/fixtures/curl-v-http1.txt', import.meta.url),
    'utf8',
  );

  it('lists the request unverified and leads with the answer whose bytes it holds', () => {
    const messages = messagesOf(transcript);
    expect(messages.map((m) => [m.side, m.complete])).toEqual([
      ['request', false],
      ['response', true],
    ]);
    for (const secret of ['not-the-secret', T.SECRET, '']) {
      const verdicts = messages.map((m) => verdictOf(m, secret));
      expect(verdicts[0]).toBe('UNVERIFIED');
      expect(chooseLead(messages, verdicts)).toBe(1);
    }
  });
});

describe('a paste of one message', () => {
  it('reads as the intake reads it, with no message list', () => {
    const one = T.CAPTURE_ISSUE.split('HTTP/1.1 401')[0]!;
    const result = readPaste(one);
    expect(result.ok && result.messages).toBe(undefined);
    expect(result).toEqual(parseIntake(one));
  });
});

describe('where a body ends', () => {
  it("reads a Spring log line's body from its label, without the chat after it", () => {
    const ticket = T.SPRING_LOG_CHAT.split('\n')
      .filter((line) => !line.includes('<<<'))
      .join('\n');
    const result = parseIntake(ticket);
    expect(result.ok && result.intake.fields.rawBody).toBe(T.SENT_BODY);
  });

  it('says so where the end of a body cannot be told', () => {
    const raw = T.CAPTURE_ISSUE.split('HTTP/1.1 401')[0]!.replace('```', '');
    const read = parseIntake(
      `${raw.replace(T.SENT_BODY, T.SENT_BODY.slice(0, -1))}\nsent from my phone`,
    );
    if (!read.ok) throw new Error(read.error);
    const cut = cutAtValueEnd(read.intake);
    expect(cut.warnings[0]).toBe(UNCERTAIN_END);
    expect(cut.bodyEnd).toBe('uncertain');
  });

  it('cuts a body at the end of its JSON when chat follows it', () => {
    const [delivery] = messagesOf(T.WEBHOOK_EMAIL);
    expect(delivery!.intake.fields.rawBody).toBe(T.HOOK_BODY);
    const raw = T.CAPTURE_ISSUE.split('HTTP/1.1 401')[0]!.replace('```', '');
    const read = parseIntake(`${raw}\n\nThanks, Ana`);
    if (!read.ok) throw new Error(read.error);
    const cut = cutAtValueEnd(read.intake);
    expect(cut.fields.rawBody).toBe(T.SENT_BODY);
    expect(cut.restored?.join(' ')).toMatch(/conversation's, not the message's/);
  });
});

describe('a log of several requests, one line each', () => {
  const hmac = (timestamp: string, nonce: string, body: string) =>
    createHmac('sha256', T.SECRET)
      .update(`${T.MERCHANT}\n${timestamp}\n${nonce}\n${body}`)
      .digest('hex');
  const body = '{"merchant_order_no":"PX-1"}';
  /** Three tries: the first signed right, the retries with the first try's sign kept. */
  const tries = [
    ['1764740000', 'retry-nonce-0001'],
    ['1764740003', 'retry-nonce-0002'],
    ['1764740009', 'retry-nonce-0003'],
  ] as const;
  const kept = hmac(tries[0][0], tries[0][1], body);

  const LOGS = {
    'a retry queue writing key=value pairs, in a chat': [
      'Yusuf  8:03 PM',
      'their retry log, every retry dies with 1003:',
      ...tries.flatMap(([ts, nonce], i) => [
        `2026-12-02T21:01:0${i}.250Z [retry-queue] try ${i + 1}/3 POST https://api.example.test/api/v1/payments/query X-MerchantID=${T.MERCHANT} X-Timestamp=${ts} X-Nonce=${nonce} X-Sign=${kept} body=${body}`,
        `2026-12-02T21:01:0${i}.900Z [retry-queue] try ${i + 1}/3 -> HTTP 401 body={"code":1003}`,
      ]),
      '',
      'Marta  8:05 PM',
      'the sign did not change between tries, is that a hint?',
    ].join('\n'),
    'a JSON-lines logger, in an e-mail': [
      'Hi, some calls work, some do not. Our log:',
      '',
      ...tries.map(
        ([ts, nonce]) =>
          `[2026-12-02 22:00:00] shop.INFO: query {"headers":{"X-MerchantID":"${T.MERCHANT}","X-Timestamp":"${ts}","X-Nonce":"${nonce}","X-Sign":"${kept}"},"raw_body":${JSON.stringify(body)}} []`,
      ),
      '',
      'Thanks, Kasia',
    ].join('\n'),
  };

  for (const [form, ticket] of Object.entries(LOGS)) {
    it(`${form}: each line is a request of its own, and a failing one leads`, () => {
      const messages = messagesOf(ticket);
      expect(messages.map((m) => m.intake.fields.nonce)).toEqual(tries.map(([, nonce]) => nonce));
      for (const message of messages) expect(message.intake.fields.rawBody).toBe(body);
      const verdicts = messages.map((m) => verdictOf(m, T.SECRET));
      expect(verdicts).toEqual(['MATCH', 'MISMATCH', 'MISMATCH']);
      expect(chooseLead(messages, verdicts)).toBe(1);
    });
  }
});
