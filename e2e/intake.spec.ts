import { expect, test } from './support/fixtures.ts';
import type { SignedCase } from './support/cases.ts';
import {
  baseCase as base,
  curlCommand,
  failureLog,
  harFile,
  headersAndBody,
  rawHttpRequest,
  signCase,
} from './support/cases.ts';

// Every way a case comes in (Verify & diagnose job): pasted formats, files, HAR entries, typing.

const formats: Array<[string, (c: SignedCase) => string, RegExp]> = [
  ['raw HTTP', rawHttpRequest, /raw HTTP request/],
  ['curl', curlCommand, /curl command/],
  ['HAR', harFile, /HAR/],
  ['failure log', failureLog, /failure-log JSON/],
  ['headers and body', headersAndBody, /headers and body/],
];

for (const [name, build, detected] of formats) {
  test(`pasting ${name} fills the fields and verifies`, async ({ verifyPage: verify }) => {
    const signed = signCase(base());
    await verify.open();
    await verify.paste(build(signed));
    await expect(verify.detectedFormat).toHaveText(detected);
    await expect(verify.field('Merchant ID')).toHaveValue(signed.merchantId);
    await expect(verify.field('Timestamp')).toHaveValue(signed.timestamp);
    await expect(verify.field('Nonce')).toHaveValue(signed.nonce);
    await expect(verify.field('Received X-Sign')).toHaveValue(signed.sign);
    await expect(verify.expectedSign).toHaveText(signed.sign);
    await expect(verify.verdict).toHaveText('MATCH');
  });
}

test('a paste that is none of the formats says what was expected', async ({
  page,
  verifyPage: verify,
}) => {
  await verify.open();
  await verify.paste('hello, my signature is broken');
  // One sentence of what to ask for; the formats read are folded under "What was tried".
  await expect(verify.intakeError).toHaveText(
    'Could not recognise this paste: it holds none of the signed headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) or a body; ask the merchant for the whole request as their program logged it.',
  );
  const tried = page.locator('details', { has: page.getByText('What was tried', { exact: true }) });
  await expect(tried).not.toHaveAttribute('open');
  await tried.getByText('What was tried', { exact: true }).click();
  await expect(tried).toContainText('Paste a raw HTTP request or response, a curl command');
  await expect(tried).toContainText('curl: no "curl" command at the start');
});

test('an opened file keeps its bytes exactly, carriage returns in the body included', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase({
    ...base(),
    body: '{"merchant_order_no":"ORD-7",\r\n"goods_name":"x"}',
  });
  await verify.open();
  await page.getByLabel('Case file').setInputFiles({
    name: 'ticket-4711.http',
    mimeType: 'text/plain',
    buffer: Buffer.from(rawHttpRequest(signed), 'utf8'),
  });
  await expect(verify.detectedFormat).toContainText('from ticket-4711.http');
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByRole('note')).toContainText('carriage returns');
});

test('a file dropped on the paste area is read', async ({ page, verifyPage: verify }) => {
  const signed = signCase(base());
  await verify.open();
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'case.json', { type: 'application/json' }));
    return transfer;
  }, failureLog(signed));
  await verify.intakePanel.dispatchEvent('drop', { dataTransfer });
  await expect(verify.detectedFormat).toContainText('failure-log JSON');
  await expect(verify.detectedFormat).toContainText('from case.json');
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a body that starts with a BOM is kept and verified over its exact bytes', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase({ ...base(), body: '\uFEFF{"merchant_order_no":"ORD-7"}' });
  await verify.open();
  await verify.paste(headersAndBody(signed));
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByTestId('string-to-sign')).toContainText('[BOM]');
  await expect(page.locator('[data-lint="body-bom"]')).toBeVisible();
});

test('a HAR with several entries lets the user pick the one to check', async ({
  page,
  verifyPage: verify,
}) => {
  const first = signCase(base());
  const second = signCase({ ...base(), nonce: 'second-entry-nonce-0001' });
  const har = JSON.parse(harFile(first));
  har.log.entries.push(JSON.parse(harFile(second)).log.entries[0]);
  await verify.open();
  await verify.paste(JSON.stringify(har));
  await expect(verify.field('Nonce')).toHaveValue(first.nonce);
  await page.getByLabel('HAR entry').selectOption({ index: 1 });
  await expect(verify.field('Nonce')).toHaveValue(second.nonce);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('fields typed by hand are checked too, starting from an empty view', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase(base());
  await verify.open();
  await expect(verify.emptyState).toBeVisible();
  await verify.field('Merchant ID').fill(signed.merchantId);
  await verify.field('Timestamp').fill(signed.timestamp);
  await verify.field('Nonce').fill(signed.nonce);
  await verify.bodyEditor.focus();
  await page.keyboard.insertText(signed.body);
  await verify.field('Received X-Sign').fill(signed.sign);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(verify.emptyState).toHaveCount(0);
});

test('headers and body pasted one after the other come together', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase(base());
  const [headers, body] = headersAndBody(signed).split('\n\n') as [string, string];
  await verify.open();
  await verify.paste(`${headers}\n\n`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), body);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(verify.detectedFormat).toHaveText(/headers and body/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a raw request whose line endings were changed by copy and paste is flagged', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase({ ...base(), body: '{\r\n"merchant_order_no":"ORD-7"\r\n}' });
  await verify.open();
  // As a ticket system might hand it over: every CR LF turned into LF, Content-Length kept.
  await verify.paste(rawHttpRequest(signed).replaceAll('\r\n', '\n'));
  const warnings = page.getByRole('list', { name: 'Intake warnings' });
  await expect(warnings).toContainText('line endings');
  await expect(warnings).toContainText('Content-Length');
  await expect(verify.verdict).toHaveText('MISMATCH');
  // The search still finds what happened, and blames the paste, not the sender: the body that was
  // signed had the CR LF line endings the paste turned into LF.
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'PASTE_ARTIFACT');
  await expect(verify.diagnosis).toContainText('paste');
});
