import { expect, test } from './support/fixtures.ts';

// Sandbox › Webhooks on a phone: each order is a card, so its "Send test webhook" button is on
// screen without any sideways scroll, and the page itself never scrolls sideways. With
// `isMobile`, Chromium widens the layout viewport to fit wide content: widths are compared with
// the device's.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('on a phone every order shows its Send test webhook button, with no sideways scroll', async ({
  page,
  sandboxPage,
}) => {
  await sandboxPage.open();
  await sandboxPage.tab('Webhooks').click();
  const row = sandboxPage.orderRow('ORD-20231114-0001');
  const send = row.getByRole('button', { name: 'Send test webhook' });
  await send.scrollIntoViewIfNeeded();
  const box = (await send.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // Nothing in the panel scrolls sideways: no scrolling box wider than the space it is given.
  const scrollers = await page.getByRole('tabpanel', { name: 'Webhooks' }).evaluate((panel) =>
    [panel, ...panel.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName} ${element.className}`),
  );
  expect(scrollers).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});
