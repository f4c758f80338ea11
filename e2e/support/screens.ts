import type { Page } from '@playwright/test';
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
  },
  {
    name: 'verify',
    open: async (page, origin = '') => {
      await page.goto(`${origin}/#/verify`);
      await new VerifyPage(page).pasteArea.waitFor();
    },
  },
  { name: 'sandbox-traffic', open: sandboxTab('Traffic') },
  { name: 'sandbox-webhooks', open: sandboxTab('Webhooks') },
  { name: 'sandbox-receiver-check', open: sandboxTab('Receiver check') },
  { name: 'learn', open: (page, origin) => new LearnPage(page).open(origin) },
  {
    name: 'history',
    open: async (page, origin = '') => {
      await page.goto(`${origin}/#/history`);
      await page.getByRole('heading', { name: 'History', level: 2 }).waitFor();
      await page.getByRole('searchbox', { name: 'Search history' }).waitFor();
    },
  },
];
