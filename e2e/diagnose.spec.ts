import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import {
  baseCase as base,
  failureLog,
  headersAndBody,
  rawHttpRequest,
  signCase,
} from './support/cases.ts';

// Verdicts and causes (Verify & diagnose job, spec 5.3 and 5.5): the search, the byte diff,
// sharing and export.

test('CR LF separators are named, with the byte diff', async ({ verifyPage: verify }) => {
  const signed = signCase(base(), undefined, '\r\n');
  await verify.open();
  await verify.paste(rawHttpRequest(signed));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  await expect(verify.byteDiff).toBeVisible();
  // Monaco draws the correct side first and the sender's side second.
  await expect(verify.byteDiff.getByRole('code').last()).toContainText('␍');
});

test('a production secret used in test is found once both secrets are known', async ({
  verifyPage: verify,
}) => {
  await verify.open();
  await verify.field('Production API secret').fill('prod_sk_e2e_secret');
  await verify.paste(rawHttpRequest(signCase(base(), 'prod_sk_e2e_secret')));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');
});

test('a sign nothing explains gets UNKNOWN and the 5.5 checklist', async ({
  verifyPage: verify,
}) => {
  await verify.open();
  await verify.paste(rawHttpRequest({ ...signCase(base()), sign: 'ab'.repeat(32) }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'UNKNOWN');
  await expect(
    verify.diagnosis.getByText('Anything other than lowercase hex HMAC-SHA256'),
  ).toBeVisible();
});

test('an uppercase sign on a response matches after lowercasing, as spec 5.3 says', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase(base());
  await verify.open();
  await verify.paste(headersAndBody({ ...signed, sign: signed.sign.toUpperCase() }));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await page.getByRole('radio', { name: 'Response' }).check();
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByText(/lowercase/i).first()).toBeVisible();
});

test('a share link opened in a new page shows the verdict and cause once the secrets are typed', async ({
  page,
  verifyPage: verify,
  colleagueVerifyPage: other,
}) => {
  const testSecret = 'test_sk_shared_case';
  const productionSecret = 'prod_sk_shared_case';
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
    [
      'content_type',
      'env',
      'kind',
      'merchant_id',
      'nonce',
      'raw_body',
      'received_sign',
      'timestamp',
    ].sort(),
  );
  expect(json).not.toContain('secret');

  await other.page.goto(link);
  await expect(
    other.page.getByRole('status').filter({ hasText: 'Opened a shared case' }),
  ).toBeVisible();
  await expect(other.page).toHaveURL(/#\/verify$/);
  await expect(other.field('Merchant ID')).toHaveValue('M200777');
  await expect(other.field('Content-Type')).toHaveValue(
    await verify.field('Content-Type').inputValue(),
  );
  await expect(
    other.page.getByRole('alert').filter({ hasText: 'Enter the Production API secret' }),
  ).toBeVisible();
  // The case's environment's secret field has the cursor, after the Verify view took over too.
  await expect(other.field('Production API secret')).toBeFocused();
  await other.field('Production API secret').fill(productionSecret);
  await other.field('Test API secret').fill(testSecret);
  await expect(other.verdict).toHaveText('MISMATCH');
  await expect(other.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');
});

/** A share link's fields (docs/architecture.md "Share link") for a test request, without a received sign. */
const shareableCase = () => ({
  kind: 'request',
  env: 'test',
  merchant_id: 'M100001',
  timestamp: '1732170000',
  nonce: 'Pv7Lk2Qw9Er4Ty1U',
  raw_body: '{"merchant_order_no":"ORD-PREVIEW-1"}',
});

test('a share link shows its case and live expected sign before the Verify view has loaded', async ({
  page,
  verifyPage: verify,
}) => {
  const secret = 'test_sk_preview_case';
  const { kind, env, ...fields } = shareableCase();
  const sign = createHmac('sha256', secret)
    .update(`${fields.merchant_id}\n${fields.timestamp}\n${fields.nonce}\n${fields.raw_body}`)
    .digest('hex');
  const shared = { kind, env, ...fields, received_sign: sign };
  // Hold the Verify view's chunk, as a slow network would, to see what the link shows meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/verify-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/#case=${Buffer.from(JSON.stringify(shared), 'utf8').toString('base64url')}`);

  const preview = page.getByRole('region', { name: 'Shared case' });
  await expect(preview).toContainText(fields.nonce);
  await expect(verify.receivedSign).toHaveText(sign);
  // The demo secret is not the one this case was signed with. A secret already there is never
  // focused or selected (a key pressed next would replace it): the user replaces it on purpose.
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.field('Test API secret')).not.toBeFocused();
  await verify.field('Test API secret').fill(secret);
  await expect(verify.expectedSign).toHaveText(sign);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(preview).toBeVisible();

  release();
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(preview).toBeHidden();
  await expect(verify.field('Nonce')).toHaveValue(fields.nonce);
  await expect(verify.field('Test API secret')).toHaveValue(secret);
  await expect(verify.expectedSign).toHaveText(sign);
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a share link whose Verify view cannot load says so and keeps the link to retry', async ({
  page,
}) => {
  const shared = { ...shareableCase(), received_sign: 'ab'.repeat(32) };
  await page.route(/\/assets\/verify-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  const link = `/#case=${Buffer.from(JSON.stringify(shared), 'utf8').toString('base64url')}`;
  await page.goto(link);
  await expect(
    page.getByRole('alert').filter({ hasText: 'the Verify view did not load' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shared case' })).toBeHidden();
  expect(new URL(page.url()).hash).toBe(link.slice(1));
});

test('the failure log export carries the spec 5.5 fields and no secret', async ({
  page,
  verifyPage: verify,
}) => {
  const signed = signCase(base(), undefined, '\r\n');
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

test('a large body prettified after signing is diagnosed without blocking the page', async ({
  verifyPage: verify,
}) => {
  const order: Record<string, string> = { merchant_order_no: 'ORD-BIG' };
  for (let i = 0; i < 6000; i++) order[`note_${i}`] = `line ${i} of a long order`;
  const compact = JSON.stringify(order);
  const signed = signCase({ ...base(), body: compact });
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

test("a failure log's own expected_sign is compared with the console's", async ({
  verifyPage: verify,
}) => {
  const fields = base();
  const log = JSON.parse(failureLog(signCase(fields, undefined, '\r\n')));
  await verify.open();
  const otherSecret = signCase(fields, 'another secret').sign;
  await verify.paste(JSON.stringify({ ...log, expected_sign: otherSecret }));
  await expect(verify.loggedExpected).toContainText('differs');
  await verify.paste(JSON.stringify({ ...log, expected_sign: signCase(fields).sign }));
  await expect(verify.loggedExpected).toContainText('equals');
});
