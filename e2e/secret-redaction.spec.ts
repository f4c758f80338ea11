import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { curlCommand, nowSeconds, signCase } from './support/cases.ts';
import { SecretTrap } from './support/secret-trap.ts';

// A typed secret that the paste holds too (a shell session that exports it, a body that echoes
// it) is redacted from everything the page keeps, shares or exports, with a note saying so,
// while the paste box keeps what was pasted (docs/verify-intake.md, "Typed secrets").

test('a typed secret in a pasted shell session reaches no storage, share link or download', async ({
  page,
  baseURL,
  verifyPage,
  workspacePage,
}) => {
  const secret = `sk_redact_${randomBytes(8).toString('hex')}`;
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const trap = await SecretTrap.on(page);

  // The merchant's session: the secret exported, then a call whose body echoes it, signed with
  // CR LF separators (a mismatch, so the failure log is offered too).
  const broken = signCase(
    {
      merchantId: 'M100001',
      timestamp: nowSeconds(),
      nonce: 'redact-nonce-000001',
      body: `{"merchant_order_no":"ORD-1","debug":"key=${secret}"}`,
    },
    secret,
    '\r\n',
  );
  const session = `$ export API_SECRET=${secret}\n$ ${curlCommand(broken).replace(/\n/g, '\n> ')}\n{"code":1003}\n`;

  await verifyPage.open();
  await verifyPage.field('Test API secret').fill(secret);
  // Pasted as a paste event from the ticket's copy: the trap records each clipboard write, and
  // the user's own copy of the ticket is no write of the page's.
  await verifyPage.pasteArea.evaluate((area, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    area.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, session);
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  // The paste box and the case on screen are the user's own, as pasted.
  await expect(verifyPage.pasteArea).toHaveValue(session);

  const note = page.getByTestId('verify.redaction-note');
  await expect(note).toHaveText(
    "The typed test secret appears in the paste; it was replaced by [secret redacted] in the share link, the failure log and this tab's saved draft.",
  );
  const link = await verifyPage.shareLink.inputValue();
  const decoded = Buffer.from(link.split('#case=')[1] ?? '', 'base64url').toString('utf8');
  trap.note('share link', `${link} ${decoded}`);
  expect(JSON.parse(decoded).raw_body).toBe(
    '{"merchant_order_no":"ORD-1","debug":"key=[secret redacted]"}',
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  const log = await workspacePage.download('Download failure log');
  expect(JSON.parse(log).raw_body).toContain('[secret redacted]');
  await workspacePage.download('Download vector');
  await expect(page.getByTestId('ui.vector-redaction-note')).toContainText('[secret redacted]');

  await page.getByRole('button', { name: 'Reply to merchant' }).click();
  await expect(page.getByTestId('verify.reply-redaction-note')).toHaveText(
    'The typed test secret appears in the case; it was replaced by [secret redacted] in the reply.',
  );
  await page.getByRole('button', { name: 'Copy reply' }).click();
  const reply = await workspacePage.download('Download reply');
  expect(reply).toContain('[secret redacted]');

  // After a reload the draft comes back as kept: redacted, the secret not kept either.
  await page.reload();
  await expect(verifyPage.field('Nonce')).toHaveValue(broken.nonce);
  await expect(verifyPage.pasteArea).toHaveValue(session.replaceAll(secret, '[secret redacted]'));

  expect([...trap.kinds()]).toEqual(expect.arrayContaining(['download', 'clipboard', 'share']));
  for (const form of [
    secret,
    Buffer.from(secret).toString('base64').replace(/=+$/, ''),
    Buffer.from(secret).toString('base64url'),
    Buffer.from(secret).toString('hex'),
  ]) {
    expect(await trap.placesHolding(form), form).toEqual([]);
  }
  // The trap looks where the case went: the redacted case is in the draft, link and downloads.
  expect(await trap.placesHolding('[secret redacted]')).toEqual(
    expect.arrayContaining([
      'sessionStorage',
      'share link',
      'clipboard',
      'download failure-log-M100001.json',
      'download reply-M100001.md',
    ]),
  );
});
