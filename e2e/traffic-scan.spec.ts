import { expect, test } from './support/fixtures.ts';

// Traffic as a dashboard: compact rows that open from the keyboard, and a filter by outcome.

test('traffic rows are compact, open with the keyboard, say the message once, and filter by outcome', async ({
  ownConsoleUrl,
  sandboxPage,
  page,
}) => {
  await sandboxPage.open(ownConsoleUrl);
  // Signed with the demo test secret, accepted; and with another, refused.
  const good = await sandboxPage.sendQuery();
  const bad = await sandboxPage.sendQuery({ secret: 'test_sk_wrong_key' });
  expect([good.status, bad.status]).toEqual([200, 401]);

  const refused = sandboxPage.trafficRow(bad.nonce);
  const toggle = refused.getByRole('button', { expanded: false });
  await expect(toggle).toContainText('refused: 401, code 1003');
  // Times read as in every view (History, Webhooks): today's as the clock alone.
  await expect(refused.locator('time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(refused.getByRole('button', { name: 'Open in Verify' })).toHaveCount(0);
  await expect(refused).not.toContainText(bad.nonce);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(refused.getByRole('button', { expanded: true })).toBeFocused();
  await expect(refused).toContainText(bad.nonce);
  const message = refused.getByTestId('sandbox.traffic-msg');
  await expect(message).toContainText('Signature verification failed');
  await expect(message).not.toContainText('_sandbox/requests');
  await page.keyboard.press('Space');
  await expect(refused.getByRole('button', { name: 'Open in Verify' })).toHaveCount(0);

  const filter = page.getByRole('radiogroup', { name: 'Show requests' });
  await filter.getByRole('radio', { name: 'Refused' }).check();
  await expect(refused).toBeVisible();
  await expect(sandboxPage.trafficRow(good.nonce)).toHaveCount(0);
  await filter.getByRole('radio', { name: 'Accepted' }).check();
  await expect(sandboxPage.trafficRow(good.nonce)).toBeVisible();
  await expect(refused).toHaveCount(0);
  await filter.getByRole('radio', { name: 'All' }).check();
  await expect(sandboxPage.trafficRows).toHaveCount(2);
});

test('the outcome filter shows which choice is on, in the light and the dark theme', async ({
  ownConsoleUrl,
  sandboxPage,
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await sandboxPage.open(ownConsoleUrl);
    await sandboxPage.sendQuery();
    const filter = page.getByRole('radiogroup', { name: 'Show requests' });
    const look = (name: string) =>
      filter
        .locator('label')
        .filter({ hasText: name })
        .evaluate((label) => {
          const style = getComputedStyle(label);
          return `${style.backgroundColor} ${style.boxShadow}`;
        });
    await filter.getByRole('radio', { name: 'All' }).check();
    const unchosen = await look('Refused');
    expect(await look('All')).not.toBe(unchosen);
    await filter.getByRole('radio', { name: 'Refused' }).check();
    expect(await look('Refused')).not.toBe(await look('All'));
    expect(await look('All')).toBe(unchosen);
    // A bar as well as a fill, so the choice does not rest on colour alone.
    expect(await look('Refused')).toContain('inset');
  }
});
