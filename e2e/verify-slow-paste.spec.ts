import { expect, test } from './support/fixtures.ts';
import { rawHttpRequest, signCase } from './support/cases.ts';

// No paste freezes the page (docs/verify-intake.md, "Reading"): the intake reads in a worker, the
// page answers and takes typing meanwhile, says it is still reading past a moment and offers
// Cancel, and a reading past the deadline is stopped with a sentence.
//
// The worker's script is held (VerifyPage.holdReader) so that the worker provably has not
// answered while the reading state is checked, whatever the intake's speed: a reader on the main
// thread would have answered within the paste's own key press. Once released, the app's own
// worker reads the paste, and the page must stay responsive while it does.

/** ≈1 MiB of what makes a careless reader backtrack: long runs of spaces, tabs and brackets. */
function pathologicalPaste(): string {
  const runs = [
    `${' '.repeat(150_000)}a`,
    `X-Sign:${'\t'.repeat(150_000)}b`,
    `${'{'.repeat(100_000)}${'['.repeat(100_000)}`,
    `curl -H 'X-Nonce:${' \t'.repeat(75_000)}'`,
    `"body": "${'\\ '.repeat(75_000)}`,
    `${'}'.repeat(50_000)}${']'.repeat(50_000)}`,
    `X-MerchantID: M100001${' '.repeat(148_000)}`,
  ];
  return runs.join('\n');
}

const SIGNED = signCase({
  merchantId: 'M100001',
  timestamp: '1700000000',
  nonce: 'slow-paste-nonce-01',
  body: '{"merchant_order_no":"ORD-SLOW-1"}',
});

test('a 1 MiB paste is read off the main thread: the page answers, takes typing and switches views', async ({
  page,
  verifyPage: verify,
}) => {
  // The reading itself may run to the deadline on a slow reader; every wait is on a condition.
  test.setTimeout(90_000);
  const release = await verify.holdReader();
  await verify.open();
  const text = pathologicalPaste();
  expect(text.length).toBeGreaterThan(1_000_000);
  const pastedLength = () =>
    verify.pasteArea.evaluate((area) => (area as HTMLTextAreaElement).value.length);
  await verify.paste(text);

  await expect(verify.readingStatus).toHaveText('Reading the paste…');
  await expect(verify.cancelReading).toBeVisible();
  // The main thread answers, and a field takes what is typed.
  expect(await pastedLength()).toBe(text.length);
  const secret = verify.field('Test API secret');
  await secret.fill('typed_while_reading');
  await expect(secret).toHaveValue('typed_while_reading');

  release();
  // The app's worker reads it now; meanwhile the page keeps answering: another view and back.
  await page.getByRole('link', { name: 'Request' }).click();
  await page.getByRole('link', { name: 'Verify' }).click();
  await secret.fill('typed_while_the_worker_reads');
  await expect(secret).toHaveValue('typed_while_the_worker_reads');
  // It ends in a result or one sentence (a refusal, or the deadline's), never a frozen tab.
  await expect(verify.intakeError.or(verify.detectedFormat)).toBeVisible({ timeout: 30_000 });
  await expect(verify.cancelReading).toHaveCount(0);
  expect(await pastedLength()).toBe(text.length);
});

test('Cancel, reached by keyboard, stops a reading that takes long; the text stays and the next paste is read', async ({
  page,
  verifyPage: verify,
}) => {
  const release = await verify.holdReader();
  await verify.open();
  const pasted = rawHttpRequest(SIGNED);
  await verify.paste(pasted);
  await expect(verify.readingStatus).toHaveText('Reading the paste…');

  await verify.pasteArea.focus();
  await page.keyboard.press('Tab');
  await expect(verify.cancelReading).toBeFocused();
  await expect(verify.cancelReading).toHaveCSS('outline-width', '2px');
  await page.keyboard.press('Enter');

  await expect(verify.readingStatus).toHaveText(/^Reading the paste was cancelled/);
  await expect(verify.cancelReading).toHaveCount(0);
  // Idle again: nothing read, the text kept where the keyboard returns.
  await expect(verify.pasteArea).toBeFocused();
  await expect(verify.pasteArea).toHaveValue(pasted.replace(/\r\n/g, '\n'));
  await expect(verify.emptyState).toBeVisible();
  await expect(verify.detectedFormat).toHaveCount(0);

  // A fresh worker reads the next paste.
  release();
  await verify.paste(pasted);
  await expect(verify.receivedSign).toHaveText(SIGNED.sign);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(verify.readingStatus).toHaveText('');
});

test('a newer paste supersedes one still being read: only the newer is answered', async ({
  verifyPage: verify,
}) => {
  const release = await verify.holdReader();
  await verify.open();
  await verify.paste(rawHttpRequest(SIGNED));
  await expect(verify.readingStatus).toHaveText('Reading the paste…');
  const newer = signCase({ ...SIGNED, nonce: 'slow-paste-nonce-02', body: '{"a":1}' });
  await verify.paste(rawHttpRequest(newer));
  release();
  await expect(verify.receivedSign).toHaveText(newer.sign);
  await expect(verify.field('Nonce')).toHaveValue('slow-paste-nonce-02');
  await expect(verify.readingStatus).toHaveText('');
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the reading state and Cancel fit the screen', async ({ page, verifyPage: verify }) => {
    await verify.holdReader();
    await verify.open();
    await verify.paste(rawHttpRequest(SIGNED));
    await expect(verify.cancelReading).toBeVisible();
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
  });
});
