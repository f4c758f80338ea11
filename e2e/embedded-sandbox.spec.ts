import { signatureFailureDataSchema } from '../src/core/sandbox-api/traffic.ts';
import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { sendSignedQuery } from './support/outside-client.ts';

// The sandbox the console embeds, as a team configures it and as its messages point into it.

const TEAM = {
  merchantId: 'M424242',
  testSecret: 'test_sk_team_own_5e0b',
  productionSecret: 'prod_sk_team_own_77d1',
};
const BODY = '{"merchant_order_no":"ORD-20231114-0001"}';

test("the Request view uses the merchant the embedded sandbox serves, and no demo secret it doesn't use", async ({
  page,
  requestPage,
  learnPage,
  startConsole,
}) => {
  const consoleUrl = await startConsole(
    {},
    { sandbox: (config) => ({ ...config, merchants: [TEAM] }) },
  );
  const announced = page.waitForResponse((r) => r.url().endsWith('/_console/environments'));
  await page.goto(consoleUrl);
  await announced;
  await expect(requestPage.field('Merchant ID')).toHaveValue(TEAM.merchantId);
  await expect(requestPage.field('Test API secret')).toHaveValue('');
  await requestPage.field('Test API secret').fill(TEAM.testSecret);

  const sent = page.waitForRequest('**/sandbox/api/v1/payments/query');
  await requestPage.sendButton.click();
  const headers = (await sent).headers();
  await expect(requestPage.verdict).toHaveText('VERIFIED');
  expect(headers['x-merchantid']).toBe(TEAM.merchantId);
  const payload = `${TEAM.merchantId}\n${headers['x-timestamp']}\n${headers['x-nonce']}\n${BODY}`;
  expect(headers['x-sign']).toBe(
    createHmac('sha256', TEAM.testSecret).update(payload).digest('hex'),
  );

  // Break it has no production secret of this sandbox to sign with: it says so, offers it not.
  await learnPage.open(consoleUrl);
  await learnPage.openLesson('send-query');
  const otherSecret = learnPage.field('Mistake').getByRole('option', {
    name: "The other environment's secret",
  });
  await expect(otherSecret).toBeDisabled();
  await expect(page.getByTestId('learn.break-own-production-secret')).toContainText(
    'started with its own production secret',
  );
  await expect(
    learnPage.field('Mistake').getByRole('option', { name: 'CR LF separators' }),
  ).toBeEnabled();
});

test('the console still prefills the demo merchant and secret when its sandbox uses them', async ({
  page,
  requestPage,
  startConsole,
}) => {
  const consoleUrl = await startConsole({});
  const announced = page.waitForResponse((r) => r.url().endsWith('/_console/environments'));
  await page.goto(consoleUrl);
  await announced;
  await expect(requestPage.field('Merchant ID')).toHaveValue('M100001');
  await expect(requestPage.field('Test API secret')).toHaveValue('test_sk_4f9a2c7e1b3d');
});

test("a refused signature's message points to the traffic entry where the sandbox really is", async ({
  startConsole,
}) => {
  const consoleUrl = await startConsole({});
  const origin = new URL(consoleUrl).origin;
  const { response: answer, nonce } = await sendSignedQuery(origin, { secret: 'not_the_secret' });
  const envelope = (await answer.json()) as { code: number; msg: string; data: unknown };
  expect(envelope.code).toBe(1003);
  const path = signatureFailureDataSchema.parse(envelope.data).traffic_entry;
  expect(path, envelope.msg).toMatch(/^\/sandbox\/_sandbox\/requests\/\d+$/);
  const entry = await fetch(`${origin}${path}`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toContain('application/json');
  expect(((await entry.json()) as { nonce?: string }).nonce).toBe(nonce);
});
