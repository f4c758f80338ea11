import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rawHttpRequest, signCase } from './support/cases.ts';
import { SCREENS } from './support/screens.ts';
import { expect, test } from './support/fixtures.ts';
import { VerifyPage } from './support/verify-page.ts';
import { RequestPage } from './support/request-page.ts';
import { SandboxPage } from './support/sandbox-page.ts';

// axe-core over every view and every Sandbox tab, in both themes, at desktop and phone width,
// and over the states a user reaches after acting (a response after Send, a diagnosis with its
// byte diff): no violation of the WCAG A/AA and best-practice rules (colour contrast included).
// axe runs in the page through evaluation, which the console's Content-Security-Policy allows
// (a <script> tag would not be).

const SIZES = {
  desktop: { viewport: { width: 1400, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 2).join(' '),
    })),
  }));
}

/** States reached by acting in a view, checked as the views are. */
const STATES: ReadonlyArray<{ name: string; reach: (page: Page) => Promise<void> }> = [
  {
    name: 'request after Send',
    reach: async (page) => {
      const request = new RequestPage(page);
      await request.open();
      await request.sendButton.click();
      await expect(request.verdict).toHaveText('VERIFIED');
    },
  },
  {
    name: 'verify with a diagnosis and its byte diff',
    reach: async (page) => {
      const verify = new VerifyPage(page);
      await verify.open();
      const body = '{"merchant_order_no":"ORD-A11Y-1"}';
      const signed = signCase(
        { merchantId: 'M100001', timestamp: '1700000000', nonce: 'a11y-nonce-000001', body },
        undefined,
        '\r\n',
      );
      await verify.paste(rawHttpRequest(signed));
      await expect(verify.diagnosis).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
      await expect(verify.byteDiff.getByRole('textbox')).toHaveCount(2);
    },
  },
  {
    name: 'sandbox inbox holding a delivery',
    reach: async (page) => {
      const sandbox = new SandboxPage(page);
      await sandbox.openTab('Webhooks');
      await sandbox.page
        .getByTestId('sandbox.order-row')
        .first()
        .getByRole('button', { name: 'Send test webhook' })
        .click();
      await expect(sandbox.inboxRows.first()).toBeVisible();
    },
  },
  {
    name: 'verify while a paste is being read',
    reach: async (page) => {
      const verify = new VerifyPage(page);
      await verify.holdReader();
      await verify.open();
      await verify.paste('POST /api/v1/payments/query HTTP/1.1\r\n\r\n{}');
      await expect(verify.cancelReading).toBeVisible();
    },
  },
];

for (const [size, device] of Object.entries(SIZES)) {
  test.describe(`${size} width`, () => {
    test.use(device);
    for (const theme of ['light', 'dark'] as const) {
      for (const screen of SCREENS) {
        test(`${screen.name} (${theme}, ${size}) has no accessibility violation`, async ({
          page,
        }) => {
          await page.emulateMedia({ colorScheme: theme });
          await screen.open(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await violations(page)).toEqual([]);
        });
      }
      for (const state of STATES) {
        test(`${state.name} (${theme}, ${size}) has no accessibility violation`, async ({
          page,
        }) => {
          await page.emulateMedia({ colorScheme: theme });
          await state.reach(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await violations(page)).toEqual([]);
        });
      }
    }
  });
}
