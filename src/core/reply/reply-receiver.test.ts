import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose, type DiagnosisInput } from '../diagnosis/index.ts';
import { ownComputedSign } from '../diagnosis/explain/own-check.ts';
import { writeReply } from './reply.ts';
import { ticketStackOf } from './ticket-stack.ts';

const TEST = 'sk_test_reply_receiver';
const PROD = 'sk_prod_reply_receiver';
const head = 'M100001\n1767225600\nn0nce0123456789a\n';
const sign = (body: string, secret = TEST) =>
  createHmac('sha256', secret)
    .update(head + body, 'utf8')
    .digest('hex');
// As the service writes a notification: escapes a parse and re-serialize does not keep.
const wire =
  '{"notification_id":"N1","merchant_order_no":"A1001","goods_name":"Caf\\u00e9 \\/ tea","amount":"10.00","status":"PAID"}';

const webhook: DiagnosisInput = {
  kind: 'webhook',
  env: 'test',
  merchantId: 'M100001',
  timestamp: '1767225600',
  nonce: 'n0nce0123456789a',
  rawBody: wire,
  receivedSign: sign(wire),
  secrets: { test: TEST, production: PROD },
};

/** The reply to a ticket whose receiver log shows what its check computed. */
async function replyToTicket(ticket: string, language: 'node' | 'python' = 'python') {
  const main = await diagnose(webhook);
  expect(main.verdict).toBe('MATCH');
  const own = ownComputedSign(ticket, webhook.receivedSign);
  expect(own).toBeDefined();
  const ownCheck = await diagnose({ ...webhook, receivedSign: own!, signer: 'handler' });
  const stack = ticketStackOf(ticket);
  return writeReply(
    { ...webhook, ownCheck, ...(stack ? { ticketStack: stack } : {}) },
    main,
    language,
  );
}

describe('the reply to a receiver whose own check fails', () => {
  it("an Express receiver that re-stringifies: its stack's raw-body idiom, the service's bytes as the reference", async () => {
    const computed = sign(JSON.stringify(JSON.parse(wire)));
    const ticket = [
      'Hi, your webhooks fail our check since Monday, see our log and handler:',
      '```js',
      "app.post('/webhooks/pay', express.json(), (req, res) => {",
      '  const expected = hmac(secret, `${id}\\n${ts}\\n${nonce}\\n${JSON.stringify(req.body)}`);',
      '```',
      `POST /webhooks/pay 401 2.113 ms - 12`,
      `signature mismatch received=${webhook.receivedSign} computed=${computed}`,
    ].join('\n');
    const reply = await replyToTicket(ticket);
    expect(reply).toContain('the check that failed is your receiver');
    expect(reply).toContain("Your receiver's check parsed the body and wrote it again");
    expect(reply).toContain('wrote escapes such as');
    expect(reply).toContain('Your receiver is Express (the Express code in the ticket)');
    expect(reply).toContain("express.raw({ type: '*/*' })");
    expect(reply).toContain('the service signed:');
    expect(reply).toContain('your receiver checked:');
    expect(reply).not.toContain('you sign');
    expect(reply).not.toMatch(/Your receiver signs|json_encode|Guzzle|requests\.post/);
    expect(reply).not.toContain('createServer');
  });

  it("a Spring log's format gives the Spring idiom, sorted keys named", async () => {
    const sorted = JSON.stringify(
      Object.fromEntries(Object.entries(JSON.parse(wire) as object).sort()),
    );
    const ticket = [
      `2026-12-01 10:00:00.123  WARN 4711 --- [nio-8080-exec-3] c.a.pay.WebhookController : bad sign received=${webhook.receivedSign} computed=${sign(sorted)}`,
    ].join('\n');
    const reply = await replyToTicket(ticket, 'python');
    expect(reply).toContain("Spring (the Spring Boot log's format)");
    expect(reply).toContain('@RequestBody byte[] raw');
    expect(reply).toContain('sorted the keys');
    expect(reply).not.toContain('request.get_data()');
  });

  it('no stack in the ticket: the fix is shown in the chosen language, and says so', async () => {
    const ticket = `our check says computed=${sign(JSON.stringify(JSON.parse(wire)))} but X-Sign was ${webhook.receivedSign}`;
    const reply = await replyToTicket(ticket, 'python');
    expect(reply).toContain(
      "The ticket does not show your receiver's stack, so the fix is shown for Flask",
    );
    expect(reply).toContain('request.get_data()');
  });

  it("the other environment's secret: which secret and both fingerprints, no program", async () => {
    const ticket = `Laravel says [2026-12-01 10:00:00] production.ERROR: webhook sign received=${webhook.receivedSign} expected=${sign(wire, PROD)}`;
    const reply = await replyToTicket(ticket);
    expect(reply).toContain('Your receiver checks the sign with the production secret');
    expect(reply).toContain('with the test secret, exactly as issued');
    expect(reply).toContain('the production key');
    expect(reply).not.toMatch(/```(?:php|python|javascript)/);
  });
});

describe("a ticket's copy the service's X-Sign does not verify over", () => {
  it("is named a copy your side re-wrote, the writer said as the service's, the service's bytes first", async () => {
    const copy = JSON.stringify(JSON.parse(wire));
    const diagnosis = await diagnose({ ...webhook, rawBody: copy });
    expect(diagnosis.verdict === 'MISMATCH' && diagnosis.found?.causes).toEqual([
      'BODY_REFORMATTED',
    ]);
    const explanation = diagnosis.verdict === 'MISMATCH' ? diagnosis.found?.explanation : '';
    expect(explanation).toContain('which is how the service wrote it, not your receiver');
    const reply = writeReply({ ...webhook, rawBody: copy }, diagnosis, 'node');
    expect(reply).toContain('The body in this ticket is not the bytes the service sent');
    expect(reply).toContain('the service signed:');
    expect(reply).toContain('this copy:');
    expect(reply).not.toMatch(/you sign|json_encode/);
  });
});

describe('the ticket stack, from evidence only', () => {
  it.each([
    ['$raw = $request->getContent();', 'laravel'],
    [
      'def hook(request):\n    data = json.loads(request.body)\n    return HttpResponse(status=401)',
      'django',
    ],
    ['info: Microsoft.AspNetCore.Hosting.Diagnostics[1]', 'aspnet'],
    ['2026/12/01 10:00:00 webhook: bad signature', 'go'],
    ['127.0.0.1 - - [01/Dec/2026 10:00:00] "POST /hook HTTP/1.1" 401 -', 'flask'],
    ['Started POST "/webhooks" for 10.0.0.1 at 2026-12-01 10:00:00 +0000', 'rails'],
  ])('%s', (text, stack) => {
    expect(ticketStackOf(text)?.stack).toBe(stack);
  });

  it('a curl transcript or plain chat proves no stack', () => {
    expect(ticketStackOf('> User-Agent: curl/7.88.1\n> Host: pay.acme.com\nthanks!')).toBeNull();
  });
});
