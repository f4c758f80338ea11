import { pinoRequestLine } from '../src/core/intake/test-support.ts';
import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// The decide stage and what the page says (docs/verify-intake.md, "Decide"): the mistake search
// over the next readings, a logger's rewritten body, and a paste that holds part of a case.
// Truths from node:crypto (support/cases.ts); the demo test secret is typed by default.

const BODY = '{"merchant_order_no":"ORD-20261127-0007","note":"café"}';

test('several readings, none matches: a later one reproduces with a mistake, and the page says it used it', async ({
  page,
}) => {
  const seconds = nowSeconds();
  // The sender signed the timestamp in milliseconds and sent it in seconds.
  const c = signCase({
    merchantId: 'M100001',
    timestamp: `${seconds}000`,
    nonce: 'e2e-decide-1',
    body: BODY,
  });
  const paste = [
    'Ticket 5120: the merchant logged its headers, then the body it sent:',
    `headers={'X-MerchantID': '${c.merchantId}', 'X-Timestamp': '${seconds}', 'X-Nonce': '${c.nonce}', 'X-Sign': '${c.sign}'}`,
    'config loaded {"retries":3}',
    `sent ${BODY}`,
  ].join('\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(paste);
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TIMESTAMP_MILLISECONDS');
  await expect(page.getByTestId('verify.intake-restored')).toContainText(
    /Reading [23] of \d \(request, body of \d+ characters.*\): the mistake search reproduces the received X-Sign from it with TIMESTAMP_MILLISECONDS.*, and from readings? 1\b/,
  );
  await expect(verify.field('Timestamp')).toHaveValue(seconds);
});

test("a pino line with a parsed body: the page says the logger re-wrote it and blames no sender's library, in a share link too", async ({
  page,
  colleagueVerifyPage: colleague,
}) => {
  // The sender sent and signed Python's json.dumps bytes; pino logged the parsed object.
  const sent = '{"merchant_order_no": "ORD-20261127-0008", "amount": 100}';
  const c = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-decide-2',
    body: sent,
  });
  const line = pinoRequestLine(
    {
      'content-type': 'application/json',
      'x-merchantid': c.merchantId,
      'x-timestamp': c.timestamp,
      'x-nonce': c.nonce,
      'x-sign': c.sign,
    },
    JSON.parse(sent),
  );
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(line);
  await expect(page.getByRole('list', { name: 'Intake warnings' })).toContainText(
    'The log holds the body as the logger re-wrote it, not the bytes sent',
  );
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'PASTE_ARTIFACT');
  const lead = page.getByTestId('diagnosis.lead');
  await expect(lead).toContainText('The log holds the body as the logger re-wrote it');
  await expect(lead).not.toContainText(/library|re-serialized/i);
  await expect(page.getByTestId('diagnosis.libraries')).toHaveCount(0);

  // A colleague who opens the share link reads the same: the logger's doing, not the sender's.
  const link = await verify.shareLink.inputValue();
  const shared = JSON.parse(Buffer.from(link.split('#case=')[1]!, 'base64url').toString('utf8'));
  expect(shared.body_rewritten_by).toBe('logger');
  await colleague.page.goto(link);
  await expect(colleague.diagnosis).toHaveAttribute('data-cause', 'PASTE_ARTIFACT');
  const theirs = colleague.page.getByTestId('diagnosis.lead');
  await expect(theirs).toContainText('The log holds the body as the logger re-wrote it');
  await expect(theirs).not.toContainText(/library|re-serialized/i);
});

test('a paste with two fields names them and where; a paste with none says so first', async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste('From the merchant:\nX-MerchantID: M100001\nX-Nonce: e2e-decide-3\n');
  const warnings = page.getByRole('list', { name: 'Intake warnings' });
  await expect(warnings).toContainText(
    'Found X-MerchantID (line 2) and X-Nonce (line 3); missing X-Timestamp, X-Sign and the body.',
  );
  await expect(warnings).toContainText("Ask the merchant for the request's X-Timestamp and X-Sign");
  await verify.paste('hello, the signature fails, please help');
  await expect(verify.intakeError).toHaveText(
    'Could not recognise this paste: it holds none of the signed headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) or a body; ask the merchant for the whole request as their program logged it.',
  );
});
