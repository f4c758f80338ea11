// How the e2e tests and the bench launch Chromium. Playwright cannot download its own browser
// everywhere (not on our CI machines): use the system Chromium when there is one, or
// CHROMIUM_PATH, else Playwright's own browser.
import type { LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/** The Chromium to launch instead of Playwright's own, if any (the test-needs check asks too). */
export function systemChromium(): string | undefined {
  return (
    process.env['CHROMIUM_PATH'] ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: systemChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
