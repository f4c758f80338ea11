import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Request and Verify by keyboard alone: the skip link is the first stop and lands in the view,
// every stop shows a visible focus ring, Tab never gets stuck, and Escape gives the focus back.

/** The focused element's outline width in pixels (0 when none is drawn), and its name. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { width: 0, name: 'body' };
    // An editor's text box is tiny and unstyled: its frame draws the ring.
    const framed = active.closest('[data-text-editor]') ?? active;
    const style = getComputedStyle(framed);
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const name =
      active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? active.id;
    return { width, name: `${active.tagName.toLowerCase()} ${name}` };
  });
}

/** The Tab presses (at most `max`) that bring the field labelled `label` the focus; 0 if none. */
async function stopsTo(page: Page, label: string, max: number) {
  const field = page.getByLabel(label, { exact: true });
  for (let stop = 1; stop <= max; stop += 1) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((element) => element === document.activeElement)) return stop;
  }
  return 0;
}

/**
 * Tabs on to the page's end (the focus leaves the page), as a keyboard user does: leaving an
 * editor takes Escape then Tab (in an editor Tab types a tab). Returns every stop, those drawn
 * with a ring under 2 px, and whether the end was reached within `max` stops (no trap).
 */
async function walkToEnd(page: Page, max: number) {
  const seen: string[] = [];
  const thin: string[] = [];
  for (let stop = 0; stop < max; stop += 1) {
    const ring = await focusRing(page);
    if (ring.name === 'body') return { seen, thin, end: true };
    seen.push(ring.name);
    if (ring.width < 2) thin.push(ring.name);
    const inEditor = await page.evaluate(
      () => document.activeElement?.closest('[data-text-editor]') !== null,
    );
    if (inEditor) await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
  }
  return { seen, thin, end: false };
}

for (const view of [
  { route: '/', first: 'Merchant ID' },
  { route: '/#/verify', first: 'Pasted request, response or log' },
]) {
  test(`${view.route}: skip link first, visible focus on every stop, no trap`, async ({ page }) => {
    await page.goto(view.route);
    // The view's code loads after the shell's: a keyboard user starts once its fields are there.
    await page.getByLabel(view.first, { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the view' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // A few stops after the skip link, not seventeen, the view's first field has the focus.
    expect(await stopsTo(page, view.first, 4), `${view.first} within four stops`).toBeGreaterThan(
      0,
    );

    // On through the view: every stop draws a ring of at least 2 px, and Tab reaches the end.
    const walk = await walkToEnd(page, 200);
    expect(walk.thin, 'stops without a 2 px ring').toEqual([]);
    expect(walk.end, `Tab reached the end of the page after ${walk.seen.join(', ')}`).toBe(true);
    expect(walk.seen.length).toBeGreaterThan(5);
  });
}

test('after Send, the line beside it says the response arrived and takes the focus to it', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  await requestPage.sendButton.focus();
  await page.keyboard.press('Enter');
  const arrived = page.getByTestId('request.response-arrived');
  await expect(arrived).toHaveText(/Response arrived: HTTP 200, VERIFIED\./);
  // The line is near Send: on the same screen as the button.
  await expect(arrived).toBeInViewport();
  const show = arrived.getByRole('button', { name: 'Show the response' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(requestPage.responsePanel).toBeFocused();
  await expect(requestPage.responsePanel).toBeInViewport();
});
