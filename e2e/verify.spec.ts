import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import type { SignedCase } from './support/cases.ts';
import {
  curlCommand,
  failureLog,
  harFile,
  headersAndBody,
  nowSeconds,
  rawHttpRequest,
  signCase,
} from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

const base = () => ({
  merchantId: 'M100001',
  timestamp: nowSeconds(),
  nonce: 'n0nce-e2e-0123456789',
  body: '{"merchant_order_no":"ORD-7","goods_name":"咖啡 ☕"}',
});

const formats: Array<[string, (c: SignedCase) => string, RegExp]> = [
  ['raw HTTP', rawHttpRequest, /raw HTTP request/],
  ['curl', curlCommand, /curl command/],
  ['HAR', harFile, /HAR/],
  ['failure log', failureLog, /failure-log JSON/],
  ['headers and body', headersAndBody, /headers and body/],
];

for (const [name, build, detected] of formats) {
  test(`pasting ${name} fills the fields and verifies`, async ({ page }) => {
    const signed = signCase(base());
    const verify = new VerifyPage(page);
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

test('CR LF separators are named, with the byte diff', async ({ page }) => {
  const signed = signCase(base(), undefined, '\r\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(rawHttpRequest(signed));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  await expect(page.locator('.monaco-diff-editor')).toBeVisible();
  await expect(page.locator('.monaco-diff-editor .modified')).toContainText('␍');
});

test('a production secret used in test is found once both secrets are known', async ({ page }) => {
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.field('Production API secret').fill('prod_sk_e2e_secret');
  await verify.paste(rawHttpRequest(signCase(base(), 'prod_sk_e2e_secret')));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');
});

test('a sign nothing explains gets UNKNOWN and the 5.5 checklist', async ({ page }) => {
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(rawHttpRequest({ ...signCase(base()), sign: 'ab'.repeat(32) }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'UNKNOWN');
  await expect(
    verify.diagnosis.getByText('Anything other than lowercase hex HMAC-SHA256'),
  ).toBeVisible();
});

test('an uppercase sign on a response matches after lowercasing, as spec 5.3 says', async ({
  page,
}) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(headersAndBody({ ...signed, sign: signed.sign.toUpperCase() }));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await page.getByRole('radio', { name: 'Response' }).check();
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByText(/lowercase/i).first()).toBeVisible();
});

test('a paste that is none of the formats says what was expected', async ({ page }) => {
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste('hello, my signature is broken');
  await expect(page.getByTestId('intake-error')).toContainText(
    'Paste a raw HTTP request or response, a curl command',
  );
});

test('an opened file keeps its bytes exactly, carriage returns in the body included', async ({
  page,
}) => {
  const signed = signCase({
    ...base(),
    body: '{"merchant_order_no":"ORD-7",\r\n"goods_name":"x"}',
  });
  const verify = new VerifyPage(page);
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

test('a file dropped on the paste area is read', async ({ page }) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'case.json', { type: 'application/json' }));
    return transfer;
  }, failureLog(signed));
  await page.locator('.intake-panel').dispatchEvent('drop', { dataTransfer });
  await expect(verify.detectedFormat).toContainText('failure-log JSON');
  await expect(verify.detectedFormat).toContainText('from case.json');
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a share link opened in a new page shows the verdict and cause once the secrets are typed', async ({
  page,
  browser,
  baseURL,
}) => {
  const testSecret = 'test_sk_shared_case';
  const productionSecret = 'prod_sk_shared_case';
  const verify = new VerifyPage(page);
  await verify.open();
  await page.getByRole('radio', { name: 'Production' }).check();
  await verify.field('Production API secret').fill(productionSecret);
  await verify.field('Test API secret').fill(testSecret);
  // The merchant signed a production call with the test secret.
  await verify.paste(rawHttpRequest(signCase({ ...base(), merchantId: 'M200777' }, testSecret)));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');

  const link = await verify.shareLink.inputValue();
  expect(link).not.toContain(testSecret);
  expect(link).not.toContain(productionSecret);
  const json = Buffer.from(link.split('#case=')[1]!, 'base64url').toString('utf8');
  expect(Object.keys(JSON.parse(json)).sort()).toEqual(
    ['env', 'kind', 'merchant_id', 'nonce', 'raw_body', 'received_sign', 'timestamp'].sort(),
  );
  expect(json).not.toContain('secret');

  const colleague = await browser.newContext({ baseURL });
  const other = new VerifyPage(await colleague.newPage());
  await other.page.goto(link);
  await expect(
    other.page.getByRole('status').filter({ hasText: 'Opened a shared case' }),
  ).toBeVisible();
  await expect(other.page).toHaveURL(/#\/verify$/);
  await expect(other.field('Merchant ID')).toHaveValue('M200777');
  await expect(
    other.page.getByRole('alert').filter({ hasText: 'Enter the Production API secret' }),
  ).toBeVisible();
  await other.field('Production API secret').fill(productionSecret);
  await other.field('Test API secret').fill(testSecret);
  await expect(other.verdict).toHaveText('MISMATCH');
  await expect(other.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');
  await colleague.close();
});

test('the failure log export carries the spec 5.5 fields and no secret', async ({ page }) => {
  const signed = signCase(base(), undefined, '\r\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(rawHttpRequest(signed));
  await expect(verify.verdict).toHaveText('MISMATCH');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failure log' }).click();
  const file = await (await download).path();
  const log = JSON.parse(await readFile(file, 'utf8'));
  expect(Object.keys(log)).toEqual([
    'merchant_id',
    'timestamp',
    'nonce',
    'raw_body',
    'sign_payload',
    'received_sign',
    'expected_sign',
  ]);
  expect(log.received_sign).toBe(signed.sign);
  const payload = `${signed.merchantId}\n${signed.timestamp}\n${signed.nonce}\n${signed.body}`;
  expect(log.sign_payload).toBe(payload);
  expect(log.expected_sign).toBe(
    createHmac('sha256', 'test_sk_4f9a2c7e1b3d').update(payload).digest('hex'),
  );
  expect(JSON.stringify(log)).not.toContain('test_sk_4f9a2c7e1b3d');
});

test('a body that starts with a BOM is kept and verified over its exact bytes', async ({
  page,
}) => {
  const signed = signCase({ ...base(), body: '\uFEFF{"merchant_order_no":"ORD-7"}' });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(headersAndBody(signed));
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByTestId('string-to-sign')).toContainText('[BOM]');
  await expect(page.locator('[data-lint="body-bom"]')).toBeVisible();
});

test('a HAR with several entries lets the user pick the one to check', async ({ page }) => {
  const first = signCase(base());
  const second = signCase({ ...base(), nonce: 'second-entry-nonce-0001' });
  const har = JSON.parse(harFile(first));
  har.log.entries.push(JSON.parse(harFile(second)).log.entries[0]);
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(JSON.stringify(har));
  await expect(verify.field('Nonce')).toHaveValue(first.nonce);
  await page.getByLabel('HAR entry').selectOption({ index: 1 });
  await expect(verify.field('Nonce')).toHaveValue(second.nonce);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('fields typed by hand are checked too, starting from an empty view', async ({ page }) => {
  const signed = signCase(base());
  const verify = new VerifyPage(page);
  await verify.open();
  await expect(page.getByTestId('verify-empty')).toBeVisible();
  await verify.field('Merchant ID').fill(signed.merchantId);
  await verify.field('Timestamp').fill(signed.timestamp);
  await verify.field('Nonce').fill(signed.nonce);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.insertText(signed.body);
  await verify.field('Received X-Sign').fill(signed.sign);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByTestId('verify-empty')).toHaveCount(0);
});

test('headers and body pasted one after the other come together', async ({ page }) => {
  const signed = signCase(base());
  const [headers, body] = headersAndBody(signed).split('\n\n') as [string, string];
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(`${headers}\n\n`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), body);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(verify.detectedFormat).toHaveText(/headers and body/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a large body prettified after signing is diagnosed without blocking the page', async ({
  page,
}) => {
  const order: Record<string, string> = { merchant_order_no: 'ORD-BIG' };
  for (let i = 0; i < 6000; i++) order[`note_${i}`] = `line ${i} of a long order`;
  const compact = JSON.stringify(order);
  const signed = signCase({ ...base(), body: compact });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(headersAndBody({ ...signed, body: JSON.stringify(order, null, 2) }));
  await expect(verify.verdict).toHaveText('MISMATCH');
  // The search runs in a worker: the page answers while it does.
  await verify.field('Content-Type').fill('application/json; charset=utf-8');
  await expect(verify.field('Content-Type')).toHaveValue('application/json; charset=utf-8');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED', {
    timeout: 30_000,
  });
});

test("a failure log's own expected_sign is compared with the console's", async ({ page }) => {
  const fields = base();
  const log = JSON.parse(failureLog(signCase(fields, undefined, '\r\n')));
  const verify = new VerifyPage(page);
  await verify.open();
  const otherSecret = signCase(fields, 'another secret').sign;
  await verify.paste(JSON.stringify({ ...log, expected_sign: otherSecret }));
  await expect(page.getByTestId('logged-expected')).toContainText('differs');
  await verify.paste(JSON.stringify({ ...log, expected_sign: signCase(fields).sign }));
  await expect(page.getByTestId('logged-expected')).toContainText('equals');
});

test('a raw request whose line endings were changed by copy and paste is flagged', async ({
  page,
}) => {
  const signed = signCase({ ...base(), body: '{\r\n"merchant_order_no":"ORD-7"\r\n}' });
  const verify = new VerifyPage(page);
  await verify.open();
  // As a ticket system might hand it over: every CR LF turned into LF, Content-Length kept.
  await verify.paste(rawHttpRequest(signed).replaceAll('\r\n', '\n'));
  const warnings = page.getByRole('list', { name: 'Intake warnings' });
  await expect(warnings).toContainText('line endings');
  await expect(warnings).toContainText('Content-Length');
  await expect(verify.verdict).toHaveText('MISMATCH');
  // The search still finds what happened: the body that was signed had CR LF line endings.
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
});
