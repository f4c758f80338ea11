import type { Page } from '@playwright/test';
import { contrastOf } from './support/contrast.ts';
import { SCREENS } from './support/screens.ts';
import { expect, test } from './support/fixtures.ts';

// Every view at phone (390 px) and tablet (768 px) width: no sideways scroll, the navigation and
// the shortcuts button on screen and readable, the job's first field on the first screen.
// With `isMobile`, Chromium widens the layout viewport to fit wide content, so `innerWidth` would
// hide the fault: the page's scroll width is compared with the device's width instead.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

async function sidewaysOverflow(page: Page, width: number) {
  return (await page.evaluate(() => document.scrollingElement!.scrollWidth)) - width;
}

/** Whether an element lies wholly inside the first screen of the page. */
async function onFirstScreen(page: Page, name: string, width: number, height: number) {
  const box = await SCREENS.find((screen) => screen.name === name)!
    .firstField(page)
    .boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

test.describe('phone width', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const screen of SCREENS) {
    test(`${screen.name}: fits the screen, nav reachable, first field on the first screen`, async ({
      page,
    }) => {
      await screen.open(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await sidewaysOverflow(page, PHONE.width), 'pixels of sideways scroll').toBe(0);

      const nav = page.getByRole('navigation', { name: 'Views' });
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(5);
      const boxes = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getBoundingClientRect().right),
      );
      expect(Math.max(...boxes), 'the rightmost view link is on screen').toBeLessThanOrEqual(
        PHONE.width,
      );
      const tops = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => Math.round(anchor.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, 'the view links stand on one line').toBe(1);
      const lowestContrast = Math.min(...(await Promise.all((await links.all()).map(contrastOf))));
      expect(lowestContrast, 'view links read at 4.5:1').toBeGreaterThanOrEqual(4.5);
      const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
      await expect(shortcuts).toBeInViewport({ ratio: 1 });

      const tagline = await page.locator('.tagline').boundingBox();
      expect(tagline?.height ?? 0, 'the tagline keeps to one line').toBeLessThan(24);

      expect(await onFirstScreen(page, screen.name, PHONE.width, PHONE.height)).toBe(true);
    });
  }

  test('the folded settings open with one tap and hold the secrets', async ({ page }) => {
    await SCREENS[0]!.open(page);
    const secret = page.getByLabel('Test API secret', { exact: true });
    await expect(secret).toBeHidden();
    await page.getByText('Environment, secrets and theme').click();
    await expect(secret).toBeVisible();
  });
});

test.describe('tablet width', () => {
  test.use({ viewport: TABLET, isMobile: true, hasTouch: true });

  for (const screen of SCREENS) {
    test(`${screen.name}: fits the screen with the navigation on it`, async ({ page }) => {
      await screen.open(page);
      expect(await sidewaysOverflow(page, TABLET.width), 'pixels of sideways scroll').toBe(0);
      await expect(page.getByRole('navigation', { name: 'Views' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeInViewport({
        ratio: 1,
      });
    });
  }
});
