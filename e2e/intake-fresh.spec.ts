import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { VerifyPage } from './support/verify-page.ts';

// Fresh pastes (src/core/intake/fixtures/fresh, cases.json names each tool and how it was made),
// pasted through the real clipboard with the case's secret typed. Each truth is what a loopback
// server received; its sign is checked here with node:crypto.

interface FreshCase {
  file: string;
  secret: string;
  truth: { merchantId: string; timestamp: string; nonce: string; body: string; sign: string };
}

function freshCase(family: string, file: string): FreshCase & { text: string } {
  const dir = `src/core/intake/fixtures/fresh/${family}/`;
  const cases = JSON.parse(readFileSync(`${dir}cases.json`, 'utf8')) as FreshCase[];
  const found = cases.find((c) => c.file === file);
  if (!found) throw new Error(`${file} is not in ${family}/cases.json`);
  const { merchantId, timestamp, nonce, body, sign } = found.truth;
  const hmac = createHmac('sha256', found.secret)
    .update(`${merchantId}\n${timestamp}\n${nonce}\n${body}`)
    .digest('hex');
  expect(sign, 'the truth is signed with its secret').toBe(hmac);
  return { ...found, text: readFileSync(`${dir}${file}`, 'utf8') };
}

test("an e-mail's source with the request as a base64 attachment verifies, its CR LF body kept", async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  const fresh = freshCase('tickets-mail-docs', '19_mail_source_octet_attachment_crlf.eml');
  await verify.open();
  await verify.field('Test API secret').fill(fresh.secret);
  await verify.paste(fresh.text);
  await expect(page.getByTestId('verify.intake-restored')).toContainText(
    "Unwrapped: an e-mail's source",
  );
  await expect(verify.field('Nonce')).toHaveValue(fresh.truth.nonce);
  await expect(verify.receivedSign).toContainText(fresh.truth.sign);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a journal entry holding a slog line, its body escaped twice, verifies', async ({ page }) => {
  const verify = new VerifyPage(page);
  const fresh = freshCase('log-pipelines', 'journalctl_json_pretty.txt');
  await verify.open();
  await verify.field('Test API secret').fill(fresh.secret);
  await verify.paste(fresh.text);
  await expect(verify.field('Merchant ID')).toHaveValue(fresh.truth.merchantId);
  await expect(verify.receivedSign).toContainText(fresh.truth.sign);
  await expect(verify.verdict).toHaveText('MATCH');
});
