import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET, nowSeconds } from './support/cases.ts';

// A whole log at once: messages built here with node:crypto, each of a known kind, so the truth
// of every group is counted in the test, independently of the console.

const PROD_SECRET = 'prod_sk_batch_e2e';
type Kind = 'MATCH' | 'TIMESTAMP_MILLISECONDS' | 'BODY_REFORMATTED' | 'SECRET_ENV_MIXED';

interface Built {
  kind: Kind;
  timestamp: string;
  nonce: string;
  wireBody: string;
  sign: string;
}

/** Of every 20 messages: 10 correct, 6 in milliseconds, 3 re-serialized by axios, 1 production. */
const PATTERN: Kind[] = [
  ...Array<Kind>(10).fill('MATCH'),
  ...Array<Kind>(6).fill('TIMESTAMP_MILLISECONDS'),
  ...Array<Kind>(3).fill('BODY_REFORMATTED'),
  'SECRET_ENV_MIXED',
];

function build(i: number, seconds: string): Built {
  const kind = PATTERN[(i * 7) % PATTERN.length]!;
  const order = { merchant_order_no: `ORD-${i}`, trans_amount: { currency: 'EUR', value: '9.50' } };
  const wireBody = JSON.stringify(order);
  const nonce = `batch-e2e-nonce-${String(i).padStart(4, '0')}`;
  const signedTimestamp = kind === 'TIMESTAMP_MILLISECONDS' ? `${seconds}042` : seconds;
  const signedBody = kind === 'BODY_REFORMATTED' ? JSON.stringify(order, null, 2) : wireBody;
  const secret = kind === 'SECRET_ENV_MIXED' ? PROD_SECRET : DEMO_TEST_SECRET;
  const payload = ['M100001', signedTimestamp, nonce, signedBody].join('\n');
  const sign = createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
  return { kind, timestamp: seconds, nonce, wireBody, sign };
}

function truth(messages: Built[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of messages) {
    // The test's own check: a correct message verifies with the test secret, the others do not.
    const payload = ['M100001', m.timestamp, m.nonce, m.wireBody].join('\n');
    const ok = createHmac('sha256', DEMO_TEST_SECRET).update(payload).digest('hex') === m.sign;
    expect(ok).toBe(m.kind === 'MATCH');
    counts[m.kind] = (counts[m.kind] ?? 0) + 1;
  }
  return counts;
}

function harOf(messages: Built[]): string {
  const header = (name: string, value: string) => ({ name, value });
  return JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: 'e2e', version: '1' },
      entries: messages.map((m) => ({
        request: {
          method: 'POST',
          url: 'https://api.example.com/api/v1/payments/query',
          headers: [
            header('Content-Type', 'application/json'),
            header('User-Agent', 'axios/1.16.0'),
            header('X-MerchantID', 'M100001'),
            header('X-Timestamp', m.timestamp),
            header('X-Nonce', m.nonce),
            header('X-Sign', m.sign),
          ],
          postData: { mimeType: 'application/json', text: m.wireBody },
        },
        response: { status: 401, headers: [], content: { size: 0, mimeType: 'text/plain' } },
      })),
    },
  });
}

const jsonLines = (messages: Built[]) =>
  messages
    .map((m) =>
      JSON.stringify({
        merchant_id: 'M100001',
        timestamp: m.timestamp,
        nonce: m.nonce,
        raw_body: m.wireBody,
        received_sign: m.sign,
      }),
    )
    .join('\n');

test.describe.configure({ timeout: 180_000 });

for (const [name, count, write] of [
  ['a HAR of 300 mixed entries', 300, harOf],
  ['a JSON-lines log', 120, jsonLines],
] as const) {
  test(`${name}: group counts equal the truth, and a row opens as its own case`, async ({
    page,
    verifyPage,
  }) => {
    const seconds = nowSeconds();
    const messages = Array.from({ length: count }, (_, i) => build(i, seconds));
    const expected = truth(messages);
    await verifyPage.open();
    await verifyPage.field('Production API secret').fill(PROD_SECRET);
    await verifyPage.paste(write(messages));
    const batch = page.getByTestId('verify.batch');
    await expect(batch.getByText(`Diagnosed ${count} of ${count}`)).toBeVisible({
      timeout: 150_000,
    });
    const groups = page.getByTestId('verify.batch-group');
    await expect(groups).toHaveCount(Object.keys(expected).length);
    for (const [cause, n] of Object.entries(expected)) {
      await expect(groups.and(page.locator(`[data-cause="${cause}"]`))).toHaveAttribute(
        'data-count',
        String(n),
      );
    }
    const counts = await groups.evaluateAll((els) => els.map((el) => Number(el.dataset.count)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await expect(page.getByTestId('verify.batch-row')).toHaveCount(count);
    const rows = page.getByTestId('verify.batch-row');
    await expect(rows.and(page.locator('[data-verdict="MATCH"]'))).toHaveCount(expected.MATCH!);

    // A millisecond row opens as its own case, diagnosed the same way.
    const index = messages.findIndex((m) => m.kind === 'TIMESTAMP_MILLISECONDS');
    await rows.nth(index).getByRole('button').click();
    await expect(verifyPage.field('Nonce')).toHaveValue(messages[index]!.nonce);
    await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'TIMESTAMP_MILLISECONDS');
    // A group opens its first case.
    const firstReformatted = messages.find((m) => m.kind === 'BODY_REFORMATTED')!;
    await groups.and(page.locator('[data-cause="BODY_REFORMATTED"]')).click();
    await expect(verifyPage.field('Nonce')).toHaveValue(firstReformatted.nonce);
    await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
    // No share link for a batch; its reply covers every group.
    await expect(batch.getByLabel('Share link (no secret)')).toHaveCount(0);
    await batch.getByRole('button', { name: 'Reply to merchant' }).click();
    const reply = batch.getByTestId('verify.reply-text');
    for (const n of Object.values(expected)) await expect(reply).toContainText(`${n} ×`);
    await expect(reply).not.toContainText(PROD_SECRET);
  });
}

test('Cancel stops a batch', async ({ page, verifyPage }) => {
  const seconds = nowSeconds();
  // Signs nothing reproduces: each message costs a whole search, so the batch runs long.
  const messages = Array.from({ length: 400 }, (_, i) => ({
    ...build(i, seconds),
    sign: createHmac('sha256', 'nobody').update(String(i)).digest('hex'),
  }));
  await verifyPage.open();
  await verifyPage.paste(jsonLines(messages));
  const batch = page.getByTestId('verify.batch');
  await expect(page.getByTestId('verify.batch-row').first()).toBeVisible({ timeout: 60_000 });
  await batch.getByRole('button', { name: 'Cancel' }).click();
  const status = batch.getByText(/^Cancelled after \d+ of 400$/);
  await expect(status).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const stoppedAt = Number(/after (\d+)/.exec((await status.textContent()) ?? '')![1]);
  expect(stoppedAt).toBeLessThan(400);
  await expect(page.getByTestId('verify.batch-row')).toHaveCount(stoppedAt);
});

for (const theme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    test(`the batch and both replies in the ${theme} theme at ${width} px: readable, no sideways scroll`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile: width < 500,
        hasTouch: width < 500,
        colorScheme: theme,
        baseURL: process.env.CONSOLE_URL!,
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      const { VerifyPage } = await import('./support/verify-page.ts');
      const verify = new VerifyPage(page);
      await verify.open();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const seconds = nowSeconds();
      await verify.paste(jsonLines(Array.from({ length: 10 }, (_, i) => build(i, seconds))));
      const batch = page.getByTestId('verify.batch');
      await expect(batch.getByText('Diagnosed 10 of 10')).toBeVisible({ timeout: 60_000 });
      await batch.getByRole('button', { name: 'Reply to merchant' }).click();
      await expect(batch.getByTestId('verify.reply')).toBeVisible();
      await expect(verify.diagnosis.or(verify.verdict).first()).toBeVisible();
      const caseReply = page
        .getByRole('region', { name: 'Reply to the merchant' })
        .filter({ hasNot: page.getByTestId('verify.batch') })
        .last();
      await caseReply.getByRole('button', { name: 'Reply to merchant' }).click();
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(overflow - width).toBeLessThanOrEqual(0);
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      const results = await new AxeBuilder({ page })
        .include('[data-testid="verify.batch"]')
        .include('[data-testid="verify.reply"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
      await batch.screenshot({ path: test.info().outputPath(`batch-${theme}-${width}.png`) });
      await context.close();
    });
  }
}
