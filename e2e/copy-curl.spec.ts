import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures.ts';

// "Copy as curl" right after Send: the copied command must work when pasted into a shell.

const run = promisify(execFile);
const SECRET = 'test_sk_4f9a2c7e1b3d';

test('a curl command copied right after Send is signed anew and the sandbox answers it with 200', async ({
  page,
  requestPage,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await requestPage.open();
  const sent = page.waitForRequest('**/sandbox/api/v1/payments/query');
  await requestPage.sendButton.click();
  const usedNonce = (await sent).headers()['x-nonce']!;
  await expect(requestPage.verdict).toHaveText('VERIFIED');

  await expect(page.getByTestId('request.curl-note')).toHaveText(
    'Signed anew when copied, with a fresh timestamp and nonce.',
  );
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).not.toContain(usedNonce);

  // The command's own headers, checked with an independent HMAC before it is run.
  const header = (name: string) => new RegExp(`-H '${name}: ([^']*)'`).exec(command)?.[1];
  const body = /--data-raw '([^']*)'$/.exec(command)?.[1] ?? '';
  const payload = `${header('X-MerchantID')}\n${header('X-Timestamp')}\n${header('X-Nonce')}\n${body}`;
  expect(header('X-Sign')).toBe(createHmac('sha256', SECRET).update(payload).digest('hex'));

  const { stdout } = await run('bash', ['-c', `${command} -w '\\n%{http_code}'`]);
  const lines = stdout.trimEnd().split('\n');
  expect(lines.at(-1), stdout).toBe('200');
  expect(JSON.parse(lines.slice(0, -1).join('\n'))).toMatchObject({ code: 0 });
});
