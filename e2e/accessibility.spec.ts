import AxeBuilder from '@axe-core/playwright';
import { SCREENS } from './support/screens.ts';
import { expect, test } from './support/fixtures.ts';

// axe-core over every view and every Sandbox tab, in both themes: no serious or critical
// violation (colour contrast included). axe runs in the page through evaluation, which the
// console's Content-Security-Policy allows (a <script> tag would not be).
for (const theme of ['light', 'dark'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.name} (${theme}) has no serious or critical accessibility violation`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => ({
            target: node.target.join(' '),
            summary: node.failureSummary?.split('\n').slice(0, 2).join(' '),
          })),
        }));
      expect(severe).toEqual([]);
    });
  }
}
