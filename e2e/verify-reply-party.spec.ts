import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET } from './support/cases.ts';

// The reply speaks to the party that must act: a webhook whose receiver's own check fails goes
// to the receiver, in the stack the ticket shows, with the raw-body idiom; a right signature the
// service refused is explained by the answer's code. Tickets are written here, signed with Node's
// crypto.

const sign = (timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', DEMO_TEST_SECRET)
    .update(`M100001\n${timestamp}\n${nonce}\n${body}`, 'utf8')
    .digest('hex');

/** Opens the reply and copies it through the real clipboard. */
async function copiedReply(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Reply to merchant' }).click();
  await page.getByRole('button', { name: 'Copy reply' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a webhook an Express receiver re-serializes before its check: the reply goes to the receiver, in Express's raw-body idiom", async ({
  page,
  verifyPage,
}) => {
  // As the service writes a notification: escapes a parse and JSON.stringify do not keep.
  const wire =
    '{"notification_id":"NTF-1","merchant_order_no":"ORD-77","status":"PAID","amount":"12.50","goods_name":"Caf\\u00e9 \\/ th\\u00e9"}';
  const [timestamp, nonce] = ['1767225600', 'wh-nonce-0123456789'];
  const computed = sign(timestamp, nonce, JSON.stringify(JSON.parse(wire)));
  const ticket = [
    'Maya Chen  10:42',
    'hey, your payment webhooks keep failing our signature check since Monday :( our handler:',
    '```js',
    "app.post('/hooks/payments', express.json(), (req, res) => {",
    '  const expected = sign(`${id}\\n${ts}\\n${nonce}\\n${JSON.stringify(req.body)}`);',
    "  if (expected !== req.get('X-Sign')) return res.status(401).end();",
    '});',
    '```',
    'and the log from this morning:',
    '```',
    'POST /hooks/payments 401 3.214 ms - 0',
    `webhook rejected: X-MerchantID=M100001 X-Timestamp=${timestamp} X-Nonce=${nonce} X-Sign=${sign(timestamp, nonce, wire)} computed=${computed}`,
    `raw body: ${wire}`,
    '```',
    'Sam (support)  10:47',
    'looking 👀',
  ].join('\n');
  await verifyPage.open();
  await verifyPage.paste(ticket);
  // The service's sign is right; the receiver's own computed sign is searched and found.
  await expect(verifyPage.verdict).toContainText('MATCH');
  await expect(page.getByTestId('verify.handler-diagnosis')).toHaveAttribute(
    'data-cause',
    'BODY_REFORMATTED',
  );
  const reply = await copiedReply(page);
  expect(reply).toContain("the check that failed is your receiver's own");
  expect(reply).toContain("Your receiver's check parsed the body and wrote it again");
  expect(reply).toContain('Your receiver is Express (the Express code in the ticket)');
  expect(reply).toContain("express.raw({ type: '*/*' })");
  expect(reply).toContain('the service signed:');
  expect(reply).toContain('your receiver checked:');
  expect(reply).not.toMatch(/you sign|Your receiver signs/i);
  expect(reply).not.toMatch(/json_encode|Guzzle|import requests|createServer/);
  expect(reply).not.toContain('Maya');
  expect(reply).not.toContain(DEMO_TEST_SECRET);
});

test('a right sign the service refused with 1004: the diagnosis names the reused nonce, and so does the reply', async ({
  page,
  verifyPage,
}) => {
  const body = '{"merchant_order_no":"ORD-77"}';
  const answer = '{"code":1004,"msg":"Nonce already used","data":null}';
  const [timestamp, answered] = ['1767225600', '1767225612'];
  const ticket = [
    'From: dev@acme.example',
    'Subject: query refused',
    '',
    'Hi, our retry gets refused. Output below.',
    '',
    '> POST /api/v1/payments/query HTTP/1.1',
    '> Host: pay.acme-test.example',
    '> User-Agent: curl/7.88.1',
    '> Content-Type: application/json',
    '> X-MerchantID: M100001',
    `> X-Timestamp: ${timestamp}`,
    '> X-Nonce: retry-nonce-0123456',
    `> X-Sign: ${sign(timestamp, 'retry-nonce-0123456', body)}`,
    `> Content-Length: ${body.length}`,
    '>',
    body,
    '< HTTP/1.1 401 Unauthorized',
    '< Content-Type: application/json',
    '< X-MerchantID: M100001',
    `< X-Timestamp: ${answered}`,
    '< X-Nonce: srv-nonce-0123456789',
    `< X-Sign: ${sign(answered, 'srv-nonce-0123456789', answer)}`,
    `< Content-Length: ${answer.length}`,
    '<',
    answer,
    '',
    'Thanks, Dev',
  ].join('\n');
  await verifyPage.open();
  await verifyPage.paste(ticket);
  // Whichever message leads, both signatures are right and the answer's code explains it.
  await expect(verifyPage.verdict).toContainText('MATCH');
  const reading = page.getByTestId('verify.answer');
  await expect(reading).toHaveAttribute('data-code', '1004');
  await expect(page.getByTestId('verify.answer-lead')).toContainText(
    'X-Nonce retry-nonce-0123456 was already used',
  );
  const reply = await copiedReply(page);
  expect(reply).toContain('X-Nonce retry-nonce-0123456 was already used');
  expect(reply).not.toContain('the clock window (X-Timestamp must be');
});
