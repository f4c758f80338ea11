import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { LESSON_CASE } from './support/learn-page.ts';
import { RequestPage } from './support/request-page.ts';
import { sendSignedQuery } from './support/outside-client.ts';

// The by-hand lessons' case as the lesson shows it (LESSON_CASE); the answers are computed here,
// in the test, with node:crypto and spec 5.2, never read from the console.
const CASE = LESSON_CASE;
// Lessons 2 and 3 each have their own case, so no lesson prints another's answer.
const CASE2 = {
  ...CASE,
  timestamp: String(Date.parse('2024-03-09T16:00:00Z') / 1000),
  nonce: 'Zp4Rw8Kd2Lm6Xq1Tb9Hs3Vc7',
  body: '{"merchant_order_no":"ORD-20240309-0002"}',
};
const CASE3 = {
  ...CASE,
  timestamp: String(Date.parse('2024-06-25T05:20:00Z') / 1000),
  nonce: 'Hb3Nc8Vq1Ws5Ke9Tm2Rx7Ld4',
  body: '{"merchant_order_no":"ORD-20240625-0003"}',
};
const payload = (separator = '\n', c = CASE) =>
  [c.merchantId, c.timestamp, c.nonce, c.body].join(separator);
const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

test('the first three lessons are passed by hand, with hints on wrong tries, and progress survives a reload', async ({
  learnPage,
}) => {
  await learnPage.open();
  await expect(learnPage.lesson('headers')).toHaveAttribute('data-state', 'todo');

  // Headers: milliseconds first, named; then the four right headers.
  const sign = hmacHex(CASE.secret, payload());
  const headers = (timestamp: string) =>
    `X-MerchantID: ${CASE.merchantId}\nX-Timestamp: ${timestamp}\nX-Nonce: ${CASE.nonce}\nX-Sign: ${sign}`;
  await learnPage.field('Your headers').fill(headers(`${CASE.timestamp}000`));
  await learnPage.check();
  await expect(learnPage.feedback).toContainText('milliseconds');
  await expect(learnPage.lesson('headers')).toHaveAttribute('data-state', 'todo');
  await learnPage.field('Your headers').fill(headers(CASE.timestamp));
  await learnPage.check();
  await expect(learnPage.feedback).toContainText('Correct');
  await expect(learnPage.lesson('headers')).toHaveAttribute('data-state', 'done');
  // Lesson 1 prints its own case's sign, never the one lesson 3 asks for.
  await expect(learnPage.page.getByText(sign)).not.toHaveCount(0);
  const lesson3Answer = hmacHex(CASE.secret, payload('\n', CASE3));
  await expect(learnPage.page.getByText(lesson3Answer)).toHaveCount(0);

  // String to sign: another order is named, and the answer is never shown whole: the help grows
  // one step a wrong try (which parts differ, then the first wrong part's value), no byte diff.
  await learnPage.openLesson('string-to-sign');
  // Lesson 1 asked to convert its time to Unix seconds: lesson 2 does not print that answer.
  await expect(learnPage.page.getByText(CASE.timestamp, { exact: true })).toHaveCount(0);
  await learnPage.typeStringToSign(
    [CASE2.timestamp, CASE2.merchantId, CASE2.nonce, CASE2.body].join('\n'),
  );
  await expect(learnPage.page.getByTestId('learn.typed-string')).toContainText('␊');
  await learnPage.check();
  await expect(learnPage.diagnosis).toHaveAttribute('data-cause', 'FIELD_ORDER');
  await expect(learnPage.byteDiff).toHaveCount(0);
  await learnPage.typeStringToSign(`${payload('\n', CASE2)}\n`);
  await learnPage.check();
  await expect(learnPage.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  const parts = learnPage.page.getByTestId('learn.part-hints').getByRole('listitem');
  await expect(parts).toHaveCount(4);
  await expect(parts.nth(3)).toHaveAttribute('data-ok', 'false');
  await expect(parts.nth(0)).toHaveAttribute('data-ok', 'true');
  await expect(learnPage.page.getByTestId('learn.part-answer')).toHaveCount(0);
  await learnPage.typeStringToSign(payload('\n', { ...CASE2, merchantId: 'M10001' }));
  await learnPage.check();
  await expect(learnPage.page.getByTestId('learn.part-answer')).toContainText(CASE2.merchantId);
  await expect(learnPage.page.getByText(payload('\n', CASE2))).toHaveCount(0);
  await expect(learnPage.byteDiff).toHaveCount(0);
  await learnPage.typeStringToSign(payload('\n', CASE2));
  await learnPage.check();
  await expect(learnPage.feedback).toContainText('Correct');
  // A string to sign is not JSON: the editor must not check it as JSON, which draws a red
  // squiggle under a right answer. (Monaco names its language on this attribute; a squiggle
  // has no role, and waiting for one not to appear would prove nothing.)
  await expect(
    learnPage.page.locator('[data-mode-id]').filter({
      has: learnPage.page.getByRole('textbox', { name: 'Your string to sign' }),
    }),
  ).toHaveAttribute('data-mode-id', 'plaintext');
  await expect(learnPage.lesson('string-to-sign')).toHaveAttribute('data-state', 'done');

  // HMAC: a sign made with the production secret is named, then the right one passes.
  await learnPage.openLesson('hmac');
  await learnPage.field('Your X-Sign').fill(hmacHex('prod_sk_9c1e5b7a3d2f', payload('\n', CASE3)));
  await learnPage.check();
  await expect(learnPage.diagnosis).toHaveAttribute('data-cause', 'SECRET_ENV_MIXED');
  await learnPage.field('Your X-Sign').fill(lesson3Answer);
  await learnPage.check();
  await expect(learnPage.lesson('hmac')).toHaveAttribute('data-state', 'done');

  await learnPage.page.reload();
  for (const id of ['headers', 'string-to-sign', 'hmac']) {
    await expect(learnPage.lesson(id)).toHaveAttribute('data-state', 'done');
  }
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'todo');

  await learnPage.page.getByRole('button', { name: 'Reset this lesson' }).click();
  await expect(learnPage.lesson('hmac')).toHaveAttribute('data-state', 'todo');
  await learnPage.page.getByRole('button', { name: 'Reset the course' }).click();
  await expect(learnPage.lesson('headers')).toHaveAttribute('data-state', 'todo');
});

/** A query sent from outside the browser, signed here with node:crypto (spec 5.2, 5.4). */
const sendOwnQuery = async (consoleUrl: string, separator: string) =>
  (await sendSignedQuery(consoleUrl, { secret: CASE.secret, separator })).status;

test('your own code: a CR LF-signed query is named, and the first correctly signed one passes the lesson', async ({
  learnPage,
  ownConsoleUrl: consoleUrl,
}) => {
  // A query from before the lesson opened must not count.
  expect(await sendOwnQuery(consoleUrl, '\n')).toBe(200);
  await learnPage.watchOwnCode(consoleUrl);
  await expect(learnPage.page.getByTestId('learn.base-url')).toHaveText(`${consoleUrl}/sandbox`);
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'todo');

  expect(await sendOwnQuery(consoleUrl, '\r\n')).toBe(401);
  const refused = learnPage.page.getByTestId('learn.attempt').first();
  await expect(refused).toHaveAttribute('data-accepted', 'false');
  await expect(refused.getByTestId('diagnosis')).toHaveAttribute('data-cause', 'CRLF_SEPARATORS');
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'todo');

  expect(await sendOwnQuery(consoleUrl, '\n')).toBe(200);
  await expect(learnPage.page.getByTestId('learn.attempt').nth(1)).toHaveAttribute(
    'data-accepted',
    'true',
  );
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'done');
  await learnPage.page.reload();
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'done');
});

test("your own code: a Send from the console's own Request tab is listed but never passes the lesson", async ({
  learnPage,
  ownConsoleUrl: consoleUrl,
}) => {
  await learnPage.watchOwnCode(consoleUrl);
  // The console's Request tab, open beside the lesson, sends a correctly signed query.
  const requestPage = new RequestPage(await learnPage.page.context().newPage());
  await requestPage.open(consoleUrl);
  await requestPage.sendButton.click();
  await expect(requestPage.verdict).toBeVisible();

  const own = learnPage.page.getByTestId('learn.attempt').first();
  await expect(own).toHaveAttribute('data-accepted', 'true');
  await expect(own.getByTestId('learn.from-console')).toBeVisible();
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'todo');

  // The learner's program (outside the browser) passes it.
  expect(await sendOwnQuery(consoleUrl, '\n')).toBe(200);
  await expect(learnPage.lesson('your-own-code')).toHaveAttribute('data-state', 'done');
  await requestPage.page.close();
});

test('send a query: passed from the sandbox log; Break it shows the refusal and the diagnosis side by side', async ({
  learnPage,
  ownConsoleUrl: consoleUrl,
}) => {
  await learnPage.open(consoleUrl);
  await learnPage.openLesson('send-query');
  const page = learnPage.page;

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('learn.answer')).toContainText('HTTP 4');
  await expect(page.getByTestId('learn.attempt')).toHaveCount(1);
  await expect(learnPage.lesson('send-query')).toHaveAttribute('data-state', 'todo');

  await learnPage.field('Query body').fill('{"merchant_order_no":"ORD-20231114-0001"}');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('learn.answer')).toContainText('HTTP 200');
  await expect(page.getByTestId('learn.answer')).toContainText('VERIFIED');
  await expect(learnPage.lesson('send-query')).toHaveAttribute('data-state', 'done');

  await learnPage.field('Mistake').selectOption({ label: 'CR LF separators' });
  await page.getByRole('button', { name: 'Send with this mistake' }).click();
  await expect(page.getByTestId('learn.break-sandbox')).toContainText('HTTP 401, code 1003');
  await expect(page.getByTestId('learn.break-console').getByTestId('diagnosis')).toHaveAttribute(
    'data-cause',
    'CRLF_SEPARATORS',
  );
  await learnPage.field('Mistake').selectOption({ label: 'No mistake' });
  await page.getByRole('button', { name: 'Send with this mistake' }).click();
  await expect(page.getByTestId('learn.break-sandbox')).toContainText('HTTP 200, code 0');
});

/** Whether a signed text as the lesson shows it (headers, blank line, body) verifies (spec 5.3). */
function verifiesHere(shown: string) {
  const split = shown.indexOf('\n\n');
  const headers = new Map(
    shown
      .slice(0, split)
      .split('\n')
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
  );
  const body = shown.slice(split + 2);
  const signed = [
    headers.get('x-merchantid'),
    headers.get('x-timestamp'),
    headers.get('x-nonce'),
    body,
  ].join('\n');
  return hmacHex(CASE.secret, signed) === headers.get('x-sign')?.toLowerCase();
}

test('error codes, replay and clock, and trusting responses and webhooks, all live from the sandbox', async ({
  learnPage,
  ownConsoleUrl: consoleUrl,
}) => {
  const page = learnPage.page;
  await learnPage.open(consoleUrl);

  await learnPage.openLesson('error-codes');
  await page.getByRole('button', { name: 'Produce the five answers' }).click();
  const rows = page.getByTestId('learn.error-row');
  await expect(rows.filter({ hasText: 'code 5008' })).toHaveCount(1);
  // The sandbox's own messages would give the answer away: they wait for the pass.
  await expect(rows.filter({ hasText: 'signature' })).toHaveCount(0);
  for (const signal of ['401', '403', '1003', '2006', '5008']) {
    const row = page.locator(`[data-testid="learn.error-row"][data-signal="${signal}"]`);
    // First try: everything read as a signature failure; the lesson must refuse it.
    await row.getByRole('combobox').selectOption('Yes');
  }
  await learnPage.check();
  // Which reading is wrong is not said: flipping it would pass without reading the codes.
  await expect(learnPage.feedback).toContainText('Not every reading is right yet');
  await expect(learnPage.feedback).not.toContainText('2006');
  for (const signal of ['401', '403', '2006', '5008']) {
    const row = page.locator(`[data-testid="learn.error-row"][data-signal="${signal}"]`);
    await expect(row).not.toContainText('code 1003');
    await row.getByRole('combobox').selectOption('No');
  }
  await learnPage.check();
  await expect(learnPage.lesson('error-codes')).toHaveAttribute('data-state', 'done');
  await expect(rows.filter({ hasText: 'signature' }).first()).toBeVisible();

  await learnPage.openLesson('replay-and-clock');
  await page.getByRole('button', { name: 'Send a fresh query' }).click();
  await expect(page.getByTestId('learn.step-original')).toContainText('HTTP 200');
  await page.getByRole('button', { name: 'Replay it, byte for byte' }).click();
  await expect(page.getByTestId('learn.step-replay')).toContainText('HTTP 401, code 1004');
  // The sandbox's own words would say why: the learner reads the code.
  await expect(page.getByTestId('learn.step-replay')).not.toContainText('nonce');
  const behind = page.getByLabel('Set your clock behind by');
  const late = page.getByRole('button', { name: 'Send it late' });
  // Inside the window the late query is accepted, and the lesson says so.
  await behind.fill('60');
  await late.click();
  await expect(page.getByTestId('learn.step-skewed')).toContainText('HTTP 200');
  await learnPage.check();
  await expect(learnPage.feedback).toContainText('within the window');
  await behind.fill('900');
  await late.click();
  await expect(page.getByTestId('learn.step-skewed')).toContainText('HTTP 401, code 1002');
  const why = page.getByRole('combobox', { name: 'Why was it refused?' });
  await why.first().selectOption('The signature was wrong');
  await why.last().selectOption('The timestamp is outside the allowed window');
  await learnPage.check();
  await expect(learnPage.feedback).toContainText("Read the replay's answer again");
  await expect(learnPage.lesson('replay-and-clock')).not.toHaveAttribute('data-state', 'done');
  await why.first().selectOption('The nonce was used before');
  await learnPage.check();
  await expect(learnPage.lesson('replay-and-clock')).toHaveAttribute('data-state', 'done');

  for (const [lesson, button, prefix] of [
    ['verify-response', 'Fetch two responses', 'Response'],
    ['verify-webhook', 'Trigger a webhook', 'Webhook'],
  ] as const) {
    await learnPage.openLesson(lesson);
    await page.getByRole('button', { name: button }).click();
    const decisions: boolean[] = [];
    for (const letter of ['A', 'B']) {
      const item = page.getByRole('article', { name: `${prefix} ${letter}` });
      const trust = verifiesHere((await item.locator('pre').textContent()) ?? '');
      decisions.push(trust);
      await item.getByRole('combobox').selectOption(trust ? 'Trust it' : 'Do not trust it');
    }
    expect(decisions.sort()).toEqual([false, true]);
    await learnPage.check();
    await expect(learnPage.lesson(lesson)).toHaveAttribute('data-state', 'done');
    // The feedback teaches why each choice is right, not that the console agrees.
    const why = page.getByTestId('learn.why');
    await expect(why).toContainText('recomputed over the raw bytes as they arrived');
    await expect(why.getByRole('listitem')).toHaveCount(2);
  }
});
