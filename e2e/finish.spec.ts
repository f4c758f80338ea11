import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { baseCase as base, rawHttpRequest, signCase } from './support/cases.ts';
import { expect, test } from './support/fixtures.ts';

// The small things of a first session: which side of the byte diff is wrong, what a MATCH
// offers, a kind chosen once, and History's delete kept apart from its other actions.

/** The hue family of the coloured backgrounds inside one side of the diff. */
function shades(side: Locator) {
  return side.evaluate((root) => {
    const found = { red: 0, green: 0 };
    for (const element of root.querySelectorAll('*')) {
      const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(element).backgroundColor);
      const [r = 0, g = 0, , a = 1] = (match?.[1] ?? '').split(/[\s,/]+/).map(Number);
      if (!match || a === 0) continue;
      if (r > g + 40) found.red += 1;
      if (g > r + 40) found.green += 1;
    }
    return found;
  });
}

test('the byte diff draws the correct side green and the sender’s side red', async ({
  verifyPage: verify,
}) => {
  await verify.open();
  await verify.paste(rawHttpRequest(signCase(base(), undefined, '\r\n')));
  await expect(verify.verdict).toHaveText('MISMATCH');
  const [correct, sent] = [
    verify.byteDiff.getByRole('code').first(),
    verify.byteDiff.getByRole('code').last(),
  ];
  await expect(sent).toContainText('␍');
  // Monaco computes the diff after it shows the text: wait for the colours of both sides.
  const coloured = async () => {
    const [left, right] = [await shades(correct), await shades(sent)];
    return {
      correctRed: left.red,
      correctGreen: left.green > 0,
      sentGreen: right.green,
      sentRed: right.red > 0,
    };
  };
  await expect
    .poll(coloured)
    .toEqual({ correctRed: 0, correctGreen: true, sentGreen: 0, sentRed: true });
});

test('a MATCH offers no failure log; a MISMATCH does', async ({ verifyPage: verify, page }) => {
  await verify.open();
  await verify.paste(rawHttpRequest(signCase(base())));
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByRole('button', { name: 'Download failure log' })).toHaveCount(0);
  await verify.paste(rawHttpRequest({ ...signCase(base()), sign: 'ab'.repeat(32) }));
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(page.getByRole('button', { name: 'Download failure log' })).toBeVisible();
});

test('a paste with both sides asks for the side once, not again as a kind', async ({
  verifyPage: verify,
  page,
}) => {
  const transcript = readFileSync('src/core/intake/fixtures/curl-v-http1.txt', 'utf8');
  await verify.open();
  await expect(page.getByRole('group', { name: 'Kind' })).toBeVisible();
  await verify.paste(transcript);
  await expect(page.getByLabel('Side of the exchange')).toHaveValue('response');
  await expect(page.getByRole('group', { name: 'Kind' })).toHaveCount(0);
  await expect(page.getByTestId('verify.kind-from-side')).toContainText('Response');
});

test('History’s search is a styled field and Delete all stands apart in the danger style', async ({
  page,
}) => {
  await page.goto('/#/history');
  const search = page.getByRole('searchbox', { name: 'Search history' });
  await expect(search).toBeVisible();
  expect(await search.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');
  expect(await search.evaluate((input) => getComputedStyle(input).borderTopLeftRadius)).toBe('6px');
  const colour = (button: Locator) => button.evaluate((b) => getComputedStyle(b).color);
  const deleteAll = page.getByRole('button', { name: 'Delete all' });
  const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
  expect(await colour(deleteAll)).not.toBe(await colour(shortcuts));
  expect(await deleteAll.evaluate((b) => getComputedStyle(b).borderTopColor)).toBe(
    await colour(deleteAll),
  );
});
