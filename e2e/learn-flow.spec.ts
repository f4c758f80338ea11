import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { LESSON_CASE } from './support/learn-page.ts';
import { sendSignedQuery } from './support/outside-client.ts';

// Learn leads on after a pass, and its editor adds no character the learner did not type.

const CASE = LESSON_CASE;

test('a passed lesson offers the next one', async ({ learnPage, page }) => {
  await learnPage.open();
  const next = page.getByRole('button', { name: /^Next lesson/ });
  await expect(next).toHaveCount(0);
  const sign = createHmac('sha256', CASE.secret)
    .update([CASE.merchantId, CASE.timestamp, CASE.nonce, CASE.body].join('\n'))
    .digest('hex');
  await learnPage
    .field('Your headers')
    .fill(
      `X-MerchantID: ${CASE.merchantId}\nX-Timestamp: ${CASE.timestamp}\nX-Nonce: ${CASE.nonce}\nX-Sign: ${sign}`,
    );
  await learnPage.check();
  await expect(learnPage.lesson('headers')).toHaveAttribute('data-state', 'done');
  await expect(next).toHaveText('Next lesson: The string to sign');
  await next.click();
  await expect(page.locator('#lesson-title')).toHaveText('The string to sign');
});

test("lesson 2's editor keeps exactly the keys typed: no auto-closed brace or quote", async ({
  learnPage,
  page,
}) => {
  await learnPage.open();
  await learnPage.openLesson('string-to-sign');
  const editor = page.getByRole('textbox', { name: 'Your string to sign' });
  await editor.waitFor();
  await page.locator('.learn-pane .monaco-editor .view-lines').click();
  // Typed key by key as a learner types a body over lines, the closing brace last on its own
  // line; each key waits for the one before it to show.
  const typed = page.getByTestId('learn.typed-string');
  let expected = '';
  const keys: Array<[string, string]> = [
    ['{', '{'],
    ['Enter', '␊\n'],
    ['"', '"'],
    ['a', 'a'],
    ['"', '"'],
    [':', ':'],
    ['1', '1'],
    ['Enter', '␊\n'],
    ['}', '}'],
  ];
  for (const [key, shown] of keys) {
    await page.keyboard.press(key);
    expected += shown;
    await expect(typed).toHaveText(expected);
  }
});

test('your own code passes on a correctly signed query for an order the sandbox does not know', async ({
  learnPage,
  ownConsoleUrl: consoleUrl,
}) => {
  await learnPage.watchOwnCode(consoleUrl);

  const { response } = await sendSignedQuery(consoleUrl, {
    secret: CASE.secret,
    body: '{"merchant_order_no":"ORD-NOBODY-KNOWS-1"}',
  });
  expect(response.status).toBe(404);
  expect(((await response.json()) as { code: number }).code).toBe(4004);

  await expect(learnPage.page.getByTestId('learn.unknown-order')).toContainText(
    'Your signature was accepted',
  );
  await expect(learnPage.page.getByTestId('learn.unknown-order')).toContainText(
    'ORD-20231114-0001',
  );
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'done');
});
