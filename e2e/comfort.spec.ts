import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** The background the body editor is drawn on: the first opaque one around its text area. */
const editorBackground = (page: Page) =>
  page.getByRole('textbox', { name: 'Raw body' }).evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)') return color;
    }
    return '';
  });

test('dark mode can be chosen, is remembered, and System follows the system', async ({
  requestPage,
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await requestPage.open();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => editorBackground(page)).toBe('rgb(255, 255, 254)');
  const lightBg = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).not.toBe(lightBg);
  // Monaco takes its dark theme (vs-dark, background #1e1e1e) with the page.
  await expect.poll(() => editorBackground(page)).toBe('rgb(30, 30, 30)');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('? opens the shortcut list and Escape closes it; Alt+2 goes to Verify', async ({
  requestPage,
  workspacePage,
  page,
}) => {
  await requestPage.open();
  await page.getByRole('heading', { name: 'Request', exact: true }).click();
  await page.keyboard.press('?');
  await expect(workspacePage.shortcutsDialog).toBeVisible();
  await expect(workspacePage.shortcutsDialog).toContainText('Ctrl+Enter');
  await page.keyboard.press('Escape');
  await expect(workspacePage.shortcutsDialog).toBeHidden();

  // Typed into a field, ? is just a character.
  await requestPage.field('Nonce').fill('');
  await requestPage.field('Nonce').pressSequentially('a?b');
  await expect(requestPage.field('Nonce')).toHaveValue('a?b');
  await expect(workspacePage.shortcutsDialog).toBeHidden();

  await page.keyboard.press('Alt+2');
  await expect(page).toHaveURL(/#\/verify$/);
});

test('environments export without secrets; an import that holds a secret is refused', async ({
  requestPage,
  workspacePage,
  page,
}) => {
  await requestPage.open();
  await requestPage.fill({ 'Merchant ID': 'M777', 'Test base URL': 'http://127.0.0.1:9/x' });
  const exported = await workspacePage.download('Export environments');
  expect(exported).not.toContain('test_sk_');
  const file = JSON.parse(exported);
  expect(file.merchant_id).toBe('M777');
  expect(file.environments.test.base_url).toBe('http://127.0.0.1:9/x');

  file.environments.test.secret = 'test_sk_smuggled';
  await workspacePage.chooseFile(
    'Import environments…',
    'with-secret.json',
    Buffer.from(JSON.stringify(file)),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'with-secret.json' })).toContainText(
    'environments.test',
  );

  file.merchant_id = 'M888';
  delete file.environments.test.secret;
  await workspacePage.chooseFile(
    'Import environments…',
    'ok.json',
    Buffer.from(JSON.stringify(file)),
  );
  await expect(requestPage.field('Merchant ID')).toHaveValue('M888');
});
