import type { Locator } from '@playwright/test';

/**
 * Pastes `text` into `target` through the real clipboard, replacing what it holds, as a user
 * pastes from a ticket: the page sees a paste event with the exact characters, CR included.
 */
export async function pasteInto(target: Locator, text: string) {
  const page = target.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  // Focus, not a click: Monaco's text box lies under the lines it draws, which take the click.
  await target.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}
