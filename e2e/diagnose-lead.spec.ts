import type { Locator } from '@playwright/test';
import fixtures from '../src/core/diagnosis/json/dialect-fixtures.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { baseCase, curlCommand, headersAndBody, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// The diagnosis leads with one sentence to whoever made the mistake and one fix (issue of the
// diagnosis's words; docs/diagnosis.md): at phone width those two take at most four lines, the
// libraries one line, the rest folded. Every sign is made with node:crypto (signCase); the bytes
// on the wire are the ones the real json.dumps wrote (dialect-fixtures.json).

const real = fixtures.outputs as Record<string, string[]>;
const sample = fixtures.samples[2]!;

/** Rendered lines of a block: its height over its line height. */
async function lines(block: Locator): Promise<number> {
  return block.evaluate((element) => {
    const style = getComputedStyle(element);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    return Math.round(element.getBoundingClientRect().height / line);
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a body json= re-serialized: the lead and the fix in four lines, libraries in one', async ({
    page,
  }) => {
    const signed = signCase({ ...baseCase(), body: sample });
    const verify = new VerifyPage(page);
    await verify.open();
    await verify.paste(curlCommand({ ...signed, body: real['python-dumps']![2]! }));
    await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
    const lead = page.getByTestId('diagnosis.lead');
    const fix = page.getByTestId('diagnosis.fix');
    await expect(lead).toHaveText('Your HTTP library re-serialized the body after you signed it.');
    await expect(fix).toHaveText('Fix: Send the exact bytes you signed as the raw body.');
    expect((await lines(lead)) + (await lines(fix))).toBeLessThanOrEqual(4);
    const libraries = page.getByTestId('diagnosis.libraries');
    await expect(libraries).toContainText('Python requests (json=), Python httpx (json=)');
    expect(await lines(libraries)).toBe(1);
    await expect(page.getByTestId('diagnosis.more')).not.toHaveAttribute('open', /.*/);
    await expect(page.getByText('Python aiohttp (json=)', { exact: true })).toBeHidden();
  });
});

test('a webhook whose body a logger re-serialized: verify the raw bytes, not requests', async ({
  page,
}) => {
  // The service signed the compact body; the merchant's logger wrote it as json.dumps does.
  const signed = signCase({ ...baseCase(), body: sample });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(headersAndBody({ ...signed, body: real['python-dumps']![2]! }));
  await page.getByRole('radio', { name: 'Webhook' }).check();
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await expect(page.getByTestId('diagnosis.lead')).toHaveText(
    'Your receiver or logger changed the body the service signed.',
  );
  await expect(page.getByTestId('diagnosis.fix')).toHaveText(
    'Fix: Verify the raw body bytes as received, before parsing.',
  );
  await expect(verify.diagnosis).not.toContainText('requests.post');
  await expect(verify.diagnosis).not.toContainText('data=body');
  await expect(verify.diagnosis).toContainText('spec 5.3 rule 3');
});
