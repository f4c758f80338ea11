import type { Locator, Page } from '@playwright/test';
import { LearnPage } from './learn-page.ts';
import { RequestPage } from './request-page.ts';
import { SandboxPage } from './sandbox-page.ts';
import { SnippetsPanel } from './snippets-panel.ts';
import { VerifyPage } from './verify-page.ts';

/** One screen a user can reach: every view, and the Sandbox once per tab. */
export interface Screen {
  name: string;
  /** Opens the screen at `origin` and waits until its content is drawn. */
  open(page: Page, origin?: string): Promise<void>;
  /** The first field or control of the job the screen is for. */
  firstField(page: Page): Locator;
}

const sandboxTab =
  (tab: 'Traffic' | 'Webhooks' | 'Receiver check') => async (page: Page, origin?: string) => {
    const sandbox = new SandboxPage(page);
    await sandbox.open(origin);
    await sandbox.tab(tab).click();
    await page.getByRole('tabpanel', { name: tab }).waitFor();
  };

export const SCREENS: readonly Screen[] = [
  {
    name: 'request',
    open: async (page, origin = '') => {
      await page.goto(`${origin}/`);
      await new RequestPage(page).bodyEditor.waitFor();
      // The code panel is drawn once it is on screen: bring it there so it is part of the check.
      const code = new SnippetsPanel(page);
      await code.region.scrollIntoViewIfNeeded();
      await code.snippet.locator('pre').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
    firstField: (page) => new RequestPage(page).field('Merchant ID'),
  },
  {
    name: 'verify',
    open: async (page, origin = '') => {
      await page.goto(`${origin}/#/verify`);
      await new VerifyPage(page).pasteArea.waitFor();
    },
    firstField: (page) => new VerifyPage(page).pasteArea,
  },
  {
    name: 'sandbox-traffic',
    open: sandboxTab('Traffic'),
    firstField: (page) => page.getByRole('tab', { name: 'Traffic' }),
  },
  {
    name: 'sandbox-webhooks',
    open: sandboxTab('Webhooks'),
    firstField: (page) => page.getByRole('group', { name: 'Send test webhooks to' }),
  },
  {
    name: 'sandbox-receiver-check',
    open: sandboxTab('Receiver check'),
    firstField: (page) =>
      page.getByRole('tabpanel', { name: 'Receiver check' }).getByRole('textbox').first(),
  },
  {
    name: 'learn',
    open: (page, origin) => new LearnPage(page).open(origin),
    firstField: (page) => new LearnPage(page).lesson('headers'),
  },
  {
    name: 'history',
    open: async (page, origin = '') => {
      await page.goto(`${origin}/#/history`);
      await page.getByRole('heading', { name: 'History', level: 2 }).waitFor();
      await page.getByRole('searchbox', { name: 'Search history' }).waitFor();
    },
    firstField: (page) => page.getByRole('searchbox', { name: 'Search history' }),
  },
];
