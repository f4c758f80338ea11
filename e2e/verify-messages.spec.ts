import { expect, test } from './support/fixtures.ts';
import * as T from '../src/core/paste/test-support.ts';

// A ticket of several signed messages (docs/verify-intake.md, "Messages"): each is listed with
// its own verdict, the headline is the lead (the message the ticket is about), and no chat text
// of the ticket enters a body, the string to sign or the reply. The tickets' signs are computed
// with node:crypto (src/core/paste/test-support.ts), with the demo merchant's test secret the
// console starts with.

/** Words of the conversation around the messages. */
const CHAT = /ana\.dev|support\.joe|thanks Ana|Thanks,|Shop Example\)|checking with the team/;

test('an e-mail quoting curl -v: the refused request leads over the right 401 answer', async ({
  page,
  verifyPage,
}) => {
  await verifyPage.open();
  await verifyPage.paste(T.CURL_V_EMAIL);
  const messages = page.getByTestId('verify.message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveAttribute('data-side', 'request');
  await expect(messages.nth(0)).toHaveAttribute('data-verdict', 'MISMATCH');
  await expect(messages.nth(1)).toHaveAttribute('data-side', 'response');
  await expect(messages.nth(1)).toHaveAttribute('data-verdict', 'MATCH');
  await expect(messages.nth(1)).not.toHaveAttribute('data-cause');
  // The headline is the request's, never the MATCH of the service's answer.
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.receivedSign).toContainText(T.REQ_SIGN);
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', /\S/);
  const cause = await verifyPage.diagnosis.getAttribute('data-cause');
  await expect(messages.nth(0)).toHaveAttribute('data-cause', cause!);
  await expect(page.getByTestId('string-to-sign')).toContainText(T.REQ_NONCE);
  await expect(page.getByTestId('string-to-sign')).not.toContainText(CHAT);

  // Opening the answer by hand shows it; it verifies.
  await messages.nth(1).getByRole('button').click();
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(verifyPage.receivedSign).toContainText(T.RES_SIGN);
});

test("a chat thread with a Spring log: the body is the log's JSON, never the chat", async ({
  page,
  verifyPage,
}) => {
  await verifyPage.open();
  await verifyPage.paste(T.SPRING_LOG_CHAT);
  const messages = page.getByTestId('verify.message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveAttribute('data-side', 'request');
  await expect(messages.nth(0)).toHaveAttribute('data-verdict', 'MISMATCH');
  await expect(messages.nth(1)).toHaveAttribute('data-side', 'response');
  await expect(messages.nth(1)).toHaveAttribute('data-verdict', 'MATCH');
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  const signed = page.getByTestId('string-to-sign');
  await expect(signed).toContainText(T.SENT_BODY);
  await expect(signed).not.toContainText(CHAT);
  await expect(signed).not.toContainText('] body=');
  // One story: the whole-log panel does not list the same two messages again.
  await expect(page.getByTestId('verify.batch')).toHaveCount(0);
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', /\S/);
  await page.getByRole('button', { name: 'Reply to merchant' }).click();
  const reply = page.getByTestId('verify.reply');
  await expect(reply).toBeVisible();
  await expect(reply).not.toContainText(CHAT);
});

test("an e-mail with a webhook and the receiver's log: the receiver's failing check leads", async ({
  page,
  verifyPage,
}) => {
  await verifyPage.open();
  await verifyPage.paste(T.WEBHOOK_EMAIL);
  const messages = page.getByTestId('verify.message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveAttribute('data-side', 'webhook');
  await expect(messages.nth(0)).toHaveAttribute('data-verdict', 'MATCH');
  await expect(messages.nth(1)).toHaveAttribute('data-side', 'webhook');
  await expect(messages.nth(1)).toHaveAttribute('data-verdict', 'MISMATCH');
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(page.getByTestId('string-to-sign')).not.toContainText(/Regards|receiver log/);
});
