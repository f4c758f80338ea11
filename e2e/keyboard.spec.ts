import { createHmac } from 'node:crypto';
import vectors from '../spec/signature-vectors.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { rawHttpRequest, signCase } from './support/cases.ts';

// Spec 5.2 signs the raw body byte for byte. Inside Monaco, Tab indents: a user tabbing through
// the Request view must be able to leave the editor without writing into the body.

const vector = vectors[0]!;
const expectedSign = createHmac('sha256', vector.secret)
  .update(`${vector.merchant_id}\n${vector.timestamp}\n${vector.nonce}\n${vector.raw_body}`, 'utf8')
  .digest('hex');

test('Escape then Tab leaves the body editor and the sign stays as it was', async ({
  requestPage,
  page,
}) => {
  await requestPage.open();
  await requestPage.fill({ 'Merchant ID': vector.merchant_id, 'Test API secret': vector.secret });
  await requestPage.setBody(vector.raw_body);
  await requestPage.fill({ Timestamp: vector.timestamp, Nonce: vector.nonce });
  await expect(requestPage.signature).toHaveText(expectedSign);

  // Tab from the nonce field, as a keyboard user does, until the focus is in the editor.
  await requestPage.field('Nonce').focus();
  const editorHasFocus = () =>
    page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null);
  // Each retry presses Tab once more.
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await editorHasFocus(), 'Tab reaches the body editor').toBe(true);
  }).toPass({ intervals: [0] });
  await expect(page.getByTestId('ui.editor-hint')).toHaveText(/Esc then Tab to leave/);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await editorHasFocus(), 'the focus left the editor').toBe(false);
  await expect(requestPage.signature).toHaveText(expectedSign);
  await expect(requestPage.stringToSign).toContainText(vector.raw_body);

  // Back in the editor, Tab indents again (and the sign changes, as the body did).
  await requestPage.bodyEditor.focus();
  await page.keyboard.press('Tab');
  expect(await editorHasFocus()).toBe(true);
  await expect(requestPage.signature).not.toHaveText(expectedSign);
});

test('the shortcuts dialog says how to leave the body editor, over a dimmed page', async ({
  page,
  requestPage,
}) => {
  await requestPage.open();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('row', { name: /Escape, then Tab/ })).toContainText(
    'Leave a body editor',
  );
  // The backdrop hides the page behind the dialog: mostly opaque, not a light tint.
  const alpha = await dialog.evaluate((element) => {
    const colour = getComputedStyle(element, '::backdrop').backgroundColor;
    const match = /rgba?\(([^)]+)\)/.exec(colour);
    return match ? Number(match[1]!.split(/[ ,/]+/).filter(Boolean)[3] ?? 1) : 0;
  });
  expect(alpha).toBeGreaterThanOrEqual(0.55);
});

test("Tab passes through Verify's body editor without writing into the ticket's evidence", async ({
  verifyPage,
  page,
}) => {
  const body = '{"merchant_order_no":"ORD-TAB-1"}';
  await verifyPage.open();
  await verifyPage.paste(
    rawHttpRequest(
      signCase({ merchantId: 'M100001', timestamp: '1700000000', nonce: 'tab-nonce-000001', body }),
    ),
  );
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await verifyPage.bodyEditor.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null),
    'the focus moved on',
  ).toBe(false);
  await expect(verifyPage.verdict).toHaveText('MATCH');
  await expect(page.getByTestId('string-to-sign')).toContainText(body);
});
