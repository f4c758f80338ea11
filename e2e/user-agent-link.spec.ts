import { expect, test } from './support/fixtures.ts';
import { baseCase, curlCommand, signCase } from './support/cases.ts';
import { SEEDED_QUERY_BODY } from './support/outside-client.ts';

// The sender's User-Agent travels from the Sandbox's traffic log to Verify (share link
// `user_agent`), and can be typed by hand there: the same request gets the same stack hint in
// both places, and the hint (never the verdict) follows the field. Signs are made with
// node:crypto (signCase), over the body with a final line feed, while the wire carries it
// without, as axios sends a JSON string it trimmed.

const AXIOS_HINT = 'axios trims a string body that parses as JSON';
const FIX = 'Sign the exact string axios sends';

test('a traffic row from axios opens in Verify with its User-Agent and the same axios hint', async ({
  ownConsoleUrl,
  sandboxPage,
  verifyPage,
  page,
}) => {
  await sandboxPage.open(ownConsoleUrl);
  const sent = await sandboxPage.sendQuery({
    body: SEEDED_QUERY_BODY,
    signedBody: `${SEEDED_QUERY_BODY}\n`,
    userAgent: 'axios/1.16.0',
  });
  expect(sent.status).toBe(401);

  const { row } = sent;
  await expect(row.getByTestId('sandbox.diagnosis')).toHaveAttribute(
    'data-cause',
    'TRAILING_LINE_FEED',
  );
  await row.getByRole('button', { expanded: false }).click();
  const explanation = row.getByTestId('sandbox.diagnosis-explanation');
  await expect(explanation).toContainText(AXIOS_HINT);
  await expect(explanation).toContainText(FIX);

  await sandboxPage.openInVerify(row);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verifyPage.field('Nonce')).toHaveValue(sent.nonce);
  await expect(page.getByTestId('verify.user-agent')).toHaveValue('axios/1.16.0');
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  await expect(verifyPage.diagnosis).toContainText(AXIOS_HINT);
  await expect(verifyPage.diagnosis).toContainText(FIX);
  await expect(verifyPage.diagnosis).toContainText('User-Agent: axios/1.16.0');
  await expect(verifyPage.diagnosis).not.toContainText('echo');
  // Verify's own share link carries it on, for a colleague.
  const link = await verifyPage.shareLink.inputValue();
  const shared = JSON.parse(
    Buffer.from(link.slice(link.indexOf('#case=') + 6), 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(shared.user_agent).toBe('axios/1.16.0');
  // And the Content-Type Verify's checks read, as the traffic row's link brought it.
  expect(shared.content_type).toBe(await verifyPage.field('Content-Type').inputValue());
  expect(shared.content_type).toMatch(/^application\/json/);
});

test('a User-Agent typed in Verify changes the hint, not the verdict, and is kept on reload', async ({
  page,
  verifyPage,
}) => {
  const fields = baseCase();
  const signed = signCase({ ...fields, body: `${fields.body}\n` });
  await verifyPage.open();
  await verifyPage.paste(curlCommand({ ...signed, body: fields.body }));
  const agent = page.getByTestId('verify.user-agent');
  await expect(agent).toHaveValue('');
  await expect(agent).toHaveAccessibleName('User-Agent (optional)');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  await expect(verifyPage.diagnosis).toContainText('echo without -n');
  await expect(verifyPage.diagnosis).not.toContainText('axios');
  const expected = await verifyPage.expectedSign.textContent();

  await agent.fill('axios/1.16.0');
  await expect(verifyPage.diagnosis).toContainText(AXIOS_HINT);
  await expect(verifyPage.diagnosis).toContainText('User-Agent: axios/1.16.0');
  await expect(verifyPage.diagnosis).not.toContainText('echo without -n');
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  await expect(verifyPage.expectedSign).toHaveText(expected ?? '');

  await page.reload();
  await expect(page.getByTestId('verify.user-agent')).toHaveValue('axios/1.16.0');
  await expect(verifyPage.diagnosis).toContainText(AXIOS_HINT);

  await page.getByTestId('verify.user-agent').fill('');
  await expect(verifyPage.diagnosis).toContainText('echo without -n');
  await expect(verifyPage.diagnosis).not.toContainText('axios');
});
