import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';

// Traffic as a dashboard: compact rows that open from the keyboard, and a filter by outcome.

const MERCHANT = 'M100001';
const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

/** A query signed here with `secret`: the demo test secret is accepted, any other refused. */
async function send(consoleUrl: string, secret: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = `e2e-${randomBytes(9).toString('hex')}`;
  const sign = createHmac('sha256', secret)
    .update(`${MERCHANT}\n${timestamp}\n${nonce}\n${BODY}`)
    .digest('hex');
  const response = await fetch(`${consoleUrl}/sandbox/api/v1/payments/query`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-MerchantID': MERCHANT,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': sign,
    },
    body: BODY,
  });
  return { status: response.status, nonce };
}

test('traffic rows are compact, open with the keyboard, say the message once, and filter by outcome', async ({
  startConsole,
  sandboxPage,
  page,
}) => {
  const consoleUrl = (await startConsole({})).replace(/\/+$/, '');
  await sandboxPage.open(consoleUrl);
  const good = await send(consoleUrl, 'test_sk_4f9a2c7e1b3d');
  const bad = await send(consoleUrl, 'test_sk_wrong_key');
  expect([good.status, bad.status]).toEqual([200, 401]);

  const refused = sandboxPage.trafficRow(bad.nonce);
  const toggle = refused.getByRole('button', { expanded: false });
  await expect(toggle).toContainText('refused: 401, code 1003');
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
