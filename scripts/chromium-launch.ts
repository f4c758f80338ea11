// How the e2e tests and the bench launch Chromium. Playwright cannot download its own browser
// everywhere (not on our CI machines): use the system Chromium when there is one, or
// CHROMIUM_PATH, else Playwright's own browser.
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath:
    process.env['CHROMIUM_PATH'] ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
