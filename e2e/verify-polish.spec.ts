import { expect, test } from './support/fixtures.ts';
import { rawHttpRequest, signCase } from './support/cases.ts';
import type { VerifyPage } from './support/verify-page.ts';

// What a support engineer reads at a glance in Verify: a historic ticket's time said once and
// calmly, the two sign boxes in line, markers readable at 1x, and on a phone a diff legend for
// the layout drawn and buttons on one line.

const PHONE = { width: 390, height: 844 };

/** A ticket from November 2023, signed with CR LF separators: a mismatch with a byte diff. */
const ticket = () =>
  rawHttpRequest(
    signCase(
      {
        merchantId: 'M100001',
        timestamp: '1700000000',
        nonce: 'polish-nonce-00001',
        body: '{"merchant_order_no":"ORD-POLISH-1"}',
      },
      undefined,
      '\r\n',
    ),
  );

/** Verify with the ticket pasted and its diagnosis drawn. */
async function openTicket(verify: VerifyPage) {
  await verify.open();
  await verify.paste(ticket());
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
}

test('a historic ticket: its time said once, no clock warning; the sign boxes in line; markers readable', async ({
  page,
  verifyPage: verify,
}) => {
  await openTicket(verify);
  await expect(page.getByTestId('verify.ticket-time')).toHaveText(
    /Signed at 2023-11-14 22:13:20 UTC\./,
  );
  await expect(page.locator('[data-lint="timestamp-clock-drift"]')).toHaveCount(0);
  await expect(page.getByText(/behind now/)).toHaveCount(0);

  const expectedTop = (await verify.expectedSign.boundingBox())!.y;
  const receivedTop = (await verify.receivedSign.boundingBox())!.y;
  expect(Math.abs(expectedTop - receivedTop)).toBeLessThanOrEqual(1);

  // A ␊ separator is drawn larger than the text around it, not at the font's small glyph size.
  const ratio = await page
    .getByTestId('string-to-sign')
    .locator('.separator')
    .first()
    .evaluate((marker) => {
      const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
      return size(marker) / size(marker.parentElement!);
    });
  expect(ratio).toBeGreaterThanOrEqual(1.25);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the byte diff's space and tab marks read against its background (${theme})`, async ({
    page,
    verifyPage: verify,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openTicket(verify);
    const editor = verify.byteDiff.locator('.monaco-editor:visible').first();
    await expect(editor).toBeVisible();
    // The colours Monaco draws with, as the page has them: the mark over the editor's background.
    const contrast = await editor.evaluate((element) => {
      const style = getComputedStyle(element);
      const rgb = (name: string) => {
        const probe = document.createElement('span');
        probe.style.color = style.getPropertyValue(name);
        element.append(probe);
        const parts = getComputedStyle(probe)
          .color.match(/[\d.]+/g)!
          .map(Number);
        probe.remove();
        return parts;
      };
      const [r, g, b, alpha = 1] = rgb('--vscode-editorWhitespace-foreground');
      const background = rgb('--vscode-editor-background');
      const shown = [r, g, b].map((c, i) => c! * alpha + background[i]! * (1 - alpha));
      const luminance = ([red, green, blue]: number[]) => {
        const linear = (c: number) =>
          c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
      };
      const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(3);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the diff legend names the one-column layout, and the failure-log buttons stay on one line', async ({
    page,
    verifyPage: verify,
  }) => {
    await openTicket(verify);
    const legend = page.getByTestId('ui.byte-diff-legend');
    await expect(legend).toContainText('Lines marked −');
    await expect(verify.diagnosis).not.toContainText('(left)');
    await expect(verify.diagnosis).not.toContainText('(right)');
    const copy = page.getByRole('button', { name: 'Copy failure log' });
    await copy.scrollIntoViewIfNeeded();
    const lines = await copy.evaluate((button) => {
      const style = getComputedStyle(button);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return Math.round((button.clientHeight - padding) / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
  });
});

test('on a wide screen the diff legend names its two columns', async ({
  page,
  verifyPage: verify,
}) => {
  await openTicket(verify);
  await expect(page.getByTestId('ui.byte-diff-legend')).toContainText('Left: the correct string');
});
