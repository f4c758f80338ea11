import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { baseCase as base, failureLog, rawHttpRequest, signCase } from './support/cases.ts';
import { cmdCurlCopy, curlVerboseSession, powerShellCopy } from './support/intake-cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// The pastes support engineers get from Windows users, terminals and ticket systems.

test('a Windows cmd copy of a correctly signed request verifies', async ({ page }) => {
  const signed = signCase({
    ...base(),
    body: '{"merchant_order_no":"ORD-7","note":"50% \\"off\\"\n"}',
  });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(cmdCurlCopy(signed));
  await expect(verify.detectedFormat).toHaveText(/curl command \(Windows cmd\)/);
  await expect(verify.field('Received X-Sign')).toHaveValue(signed.sign);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a curl -v session verifies the request, and the response when picked', async ({ page }) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlVerboseSession(signed));
  await expect(verify.detectedFormat).toHaveText(/curl -v transcript/);
  await expect(verify.field('Nonce')).toHaveValue(signed.nonce);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a real curl -v transcript verifies its signed response', async ({ page }) => {
  // Captured from curl 7.88 by scripts/capture-curl-fixtures.ts, signed with the demo secret.
  const transcript = readFileSync('src/core/intake/fixtures/curl-v-http1.txt', 'utf8');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(transcript);
  await expect(page.getByLabel('Side of the exchange')).toHaveValue('response');
  await expect(verify.field('Nonce')).toHaveValue('res-nonce-9a8b7c6d5e4f30');
  await expect(verify.verdict).toHaveText('MATCH');
  await page.getByLabel('Side of the exchange').selectOption('request');
  await expect(verify.field('Nonce')).toHaveValue('req-nonce-2b7c9d1e4f60a8');
});

test('a line feed a ticket added after the body is restored, and the case matches', async ({
  page,
}) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(`${rawHttpRequest(signed)}\n`);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByRole('list', { name: 'Restored from the paste' })).toContainText(
    `the paste added a trailing line feed after the body; Content-Length ${Buffer.byteLength(signed.body)} says the body ends before it`,
  );
  await expect(page.getByRole('list', { name: 'Intake warnings' })).toHaveCount(0);
});

test('a PowerShell copy with a non-ASCII body verifies', async ({ page }) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(powerShellCopy(signed));
  await expect(verify.detectedFormat).toHaveText(/PowerShell/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a failure log inside a log line verifies', async ({ page }) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(
    `2024-05-01T10:00:00Z ERROR sign mismatch ${failureLog(signed).replace(/\n\s*/g, '')}`,
  );
  await expect(verify.detectedFormat).toHaveText(/in a log line/);
  await expect(verify.verdict).toHaveText('MATCH');
});
