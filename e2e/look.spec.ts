import type { Page } from '@playwright/test';
import { contrastOf } from './support/contrast.ts';
import type { RequestPage } from './support/request-page.ts';
import type { SandboxPage } from './support/sandbox-page.ts';
import type { SnippetsPanel } from './support/snippets-panel.ts';
import { expect, test } from './support/fixtures.ts';

// The dark theme reads at WCAG AA (4.5:1) where it once did not: the code panel, the selected
// Sandbox tab and Send; whether dark comes from the system's setting or from the Dark radio.
interface Views {
  page: Page;
  requestPage: RequestPage;
  snippetsPanel: SnippetsPanel;
  sandboxPage: SandboxPage;
}

/** The contrast of each element the dark theme once drew unreadable, in the current theme. */
async function darkContrasts({ page, requestPage, snippetsPanel, sandboxPage }: Views) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const send = await contrastOf(requestPage.sendButton);
  await snippetsPanel.region.scrollIntoViewIfNeeded();
  const code = snippetsPanel.code(snippetsPanel.snippet);
  await expect(code).toContainText('X-Sign');
  const codePanel = await contrastOf(code);
  await sandboxPage.open();
  await expect(sandboxPage.tab('Traffic')).toHaveAttribute('aria-selected', 'true');
  const selectedTab = await contrastOf(sandboxPage.tab('Traffic'));
  return { send, codePanel, selectedTab };
}

/** The entries below WCAG AA's 4.5:1, named, so a failure says which element. */
const belowAA = (ratios: Record<string, number>) =>
  Object.entries(ratios).filter(([, ratio]) => ratio < 4.5);

test('dark theme from the system setting: Send, the code panel and the selected tab read well', async ({
  page,
  requestPage,
  snippetsPanel,
  sandboxPage,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await requestPage.open();
  expect(belowAA(await darkContrasts({ page, requestPage, snippetsPanel, sandboxPage }))).toEqual(
    [],
  );
});

test('dark theme from the Dark radio: Send, the code panel and the selected tab read well', async ({
  page,
  requestPage,
  snippetsPanel,
  sandboxPage,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await requestPage.open();
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect(belowAA(await darkContrasts({ page, requestPage, snippetsPanel, sandboxPage }))).toEqual(
    [],
  );
});

// Styles more than one view uses live with the shared pieces: Sandbox → Webhooks' target choice
// looks the same when the Sandbox is the first view opened as after a visit to Verify.
test('the webhook target choice is styled when the Sandbox is opened first', async ({
  page,
  sandboxPage,
}) => {
  await sandboxPage.openTab('Webhooks');
  const choice = page.getByRole('group', { name: 'Send test webhooks to' });
  await expect(choice).toBeVisible();
  const style = await choice.evaluate((element) => {
    const css = getComputedStyle(element);
    return { border: css.borderTopStyle, radius: css.borderTopLeftRadius, display: css.display };
  });
  expect(style).toEqual({ border: 'solid', radius: '6px', display: 'flex' });
});
