import { expect, test } from './support/fixtures.ts';
import { baseCase, curlCommand, rawHttpRequest, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// Hints that fit the sender's stack, through the Verify view's workers: the sign is made with
// node:crypto (signCase) over the body with a final line feed, the wire carries it without, as
// axios sends a JSON string it trimmed.

test('a pasted raw request from axios gets the axios hint, with its User-Agent as evidence', async ({
  page,
}) => {
  const fields = baseCase();
  const signed = signCase({ ...fields, body: `${fields.body}\n` });
  const raw = rawHttpRequest({ ...signed, body: fields.body }).replace(
    'Host: sandbox.example\r\n',
    'Host: sandbox.example\r\nUser-Agent: axios/1.16.0\r\n',
  );
  expect(raw).toContain('User-Agent: axios/1.16.0');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(raw);
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  await expect(verify.diagnosis).toContainText('axios trims a string body that parses as JSON');
  await expect(verify.diagnosis).toContainText('raw.trim()');
  await expect(verify.diagnosis).toContainText('User-Agent: axios/1.16.0');
  await expect(verify.diagnosis).not.toContainText('echo');
});

test('the same case without a User-Agent gets the generic habits, no stack claimed', async ({
  page,
}) => {
  const fields = baseCase();
  const signed = signCase({ ...fields, body: `${fields.body}\n` });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlCommand({ ...signed, body: fields.body }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
  await expect(verify.diagnosis).toContainText('echo without -n');
  await expect(verify.diagnosis).toContainText('read from a file');
  await expect(verify.diagnosis).not.toContainText('axios');
  await expect(verify.diagnosis).not.toContainText('User-Agent');
});
