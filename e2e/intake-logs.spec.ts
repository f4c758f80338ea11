import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { VerifyPage } from './support/verify-page.ts';

// Pastes from HTTP libraries' debug output and log pipelines, as the tools wrote them
// (src/core/intake/fixtures/logs, logs.json names each tool and how), through the real
// clipboard with the fixtures' secret typed. The truth is computed here with node:crypto.

const dir = 'src/core/intake/fixtures/logs/';
const truth = JSON.parse(readFileSync(`${dir}logs.json`, 'utf8')) as {
  secret: string;
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
};
const sign = createHmac('sha256', truth.secret)
  .update(`${truth.merchantId}\n${truth.timestamp}\n${truth.nonce}\n${truth.body}`)
  .digest('hex');

async function pasteFixture(verify: VerifyPage, file: string) {
  await verify.open();
  await verify.field('Test API secret').fill(truth.secret);
  await verify.paste(readFileSync(`${dir}${file}`, 'utf8'));
}

test("Java HttpClient's log (headers by jdk.httpclient.HttpClient.log, body by the program) verifies", async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await pasteFixture(verify, 'java-httpclient-log-all.txt');
  await expect(verify.field('Nonce')).toHaveValue(truth.nonce);
  await expect(verify.receivedSign).toContainText(sign);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('an nginx access line written with log_format escape=json verifies', async ({ page }) => {
  const verify = new VerifyPage(page);
  await pasteFixture(verify, 'nginx-escape-json.txt');
  // Its keys (x_merchantid, request_body) are no headers object: evidence finds them.
  await expect(verify.detectedFormat).toHaveText(/signed headers and a body found in the text/);
  await expect(verify.field('Merchant ID')).toHaveValue(truth.merchantId);
  await expect(verify.verdict).toHaveText('MATCH');
});

test("Docker's json-file lines, a long line cut at 16 KiB inside X-Sign, are joined and verify", async ({
  page,
}) => {
  const verify = new VerifyPage(page);
  await pasteFixture(verify, 'docker-json-file-split-in-sign.txt');
  await expect(page.getByTestId('verify.intake-restored')).toContainText('json-file');
  await expect(verify.receivedSign).toContainText(sign);
  await expect(verify.verdict).toHaveText('MATCH');
});
