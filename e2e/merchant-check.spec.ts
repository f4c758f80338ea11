import { fileURLToPath } from 'node:url';
import { baseCase, rawHttpRequest, signCase } from './support/cases.ts';
import { expect, test } from './support/fixtures.ts';
import { startStaticHost } from './support/static-host.ts';
import { VerifyPage } from './support/verify-page.ts';

// A merchant's own check (docs/hosting.md): the support side's console, with its public console
// address set to a static console, hands out a share link and a reply pointing there; the
// merchant opens the link in their own browser, types their own secret, and sees the same verdict.

const PREFIX = '/tools/signing-console/';
const MERCHANT_SECRET = 'test_sk_merchant_own_7f3e9a';
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const OWN_CHECK_LINE =
  'Open this link, type your own test secret: it stays in your browser, and you will see the same verdict and the bytes you signed.';

test('a share link on the public console address opens on the static console, where the merchant types only their own secret and sees the same verdict and cause', async ({
  page,
  browser,
  startConsole,
  verifyPage: support,
}) => {
  const host = await startStaticHost(distDir, PREFIX);
  const merchantContext = await browser.newContext();
  try {
    const consoleUrl = await startConsole({}, { publicConsoleUrl: host.url });
    await support.open(consoleUrl);
    // The support engineer holds the merchant's test secret of the sandbox; the link never will.
    await support.field('Test API secret').fill(MERCHANT_SECRET);
    await support.paste(rawHttpRequest(signCase(baseCase(), MERCHANT_SECRET, '\r\n')));
    await expect(support.verdict).toHaveText('MISMATCH');
    await expect(support.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');

    await expect(support.shareLink).toHaveValue(new RegExp(`^${host.url}#case=`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await support.shareLink.inputValue());
    expect(link).not.toContain(MERCHANT_SECRET);
    const json = Buffer.from(link.split('#case=')[1]!, 'base64url').toString('utf8');
    expect(json).not.toContain(MERCHANT_SECRET);
    expect(json).not.toContain('secret');

    await page.getByRole('button', { name: 'Reply to merchant' }).click();
    const reply = (await page.getByTestId('verify.reply-text').textContent()) ?? '';
    const lines = reply.split('\n');
    expect(lines.filter((line) => line === OWN_CHECK_LINE)).toHaveLength(1);
    expect(lines[lines.indexOf(OWN_CHECK_LINE) + 2]).toBe(`<${link}>`);
    expect(reply).not.toContain(MERCHANT_SECRET);

    const merchant = new VerifyPage(await merchantContext.newPage());
    const offOrigin: string[] = [];
    merchant.page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(new URL(host.url).origin) && !/^(data|blob):/.test(url)) {
        offOrigin.push(url);
      }
    });
    await merchant.page.goto(link);
    await expect(
      merchant.page.getByRole('status').filter({ hasText: 'Opened a shared case' }),
    ).toBeVisible();
    await expect(merchant.field('Merchant ID')).toHaveValue('M100001');
    await merchant.field('Test API secret').fill(MERCHANT_SECRET);
    await expect(merchant.verdict).toHaveText('MISMATCH');
    await expect(merchant.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
    await expect(merchant.byteDiff).toBeVisible();
    expect(offOrigin, 'requests the merchant page made to another origin').toEqual([]);
  } finally {
    await merchantContext.close();
    await host.close();
  }
});

test('a public console address the base-URL rule refuses is said in the settings and used nowhere', async ({
  page,
  verifyPage: verify,
}) => {
  await verify.open();
  await verify.paste(rawHttpRequest(signCase(baseCase(), undefined, '\r\n')));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  const field = page.getByLabel('Public console address', { exact: true });
  await field.fill('https://portal.example/{{api_secret}}/');
  await expect(page.getByTestId('settings.public-console-error')).toContainText(
    'template or script syntax',
  );
  await expect(verify.shareLink).toHaveValue(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/#case=/);
  await field.fill('https://portal.example/tools/signing-console/');
  await expect(page.getByTestId('settings.public-console-error')).toHaveCount(0);
  await expect(verify.shareLink).toHaveValue(
    /^https:\/\/portal\.example\/tools\/signing-console\/#case=/,
  );
  // Kept like the other settings: a reload still builds links on it.
  await page.reload();
  await verify.pasteArea.waitFor();
  await expect(field).toHaveValue('https://portal.example/tools/signing-console/');
});
