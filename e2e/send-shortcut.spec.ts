import { createHmac } from 'node:crypto';
import vectors from '../spec/signature-vectors.json' with { type: 'json' };
import { QUERY_PATH } from '../src/core/protocol/endpoint.ts';
import { expect, test } from './support/fixtures.ts';

// README: Ctrl+Enter sends. With the focus in the body editor, Monaco's own Ctrl+Enter
// ("insert line after") must not win: it would add a line feed and change the signature.

test('Ctrl+Enter inside the body editor sends the body unchanged', async ({
  requestPage,
  page,
}) => {
  const vector = vectors[0]!;
  await requestPage.open();
  await requestPage.fill({ 'Test API secret': vector.secret });
  await requestPage.setBody(vector.raw_body);
  await requestPage.fill({ Timestamp: vector.timestamp, Nonce: vector.nonce });
  await expect(requestPage.signature).toHaveText(vector.sign);

  const sent = page.waitForRequest((r) => r.url().endsWith(QUERY_PATH));
  await requestPage.bodyEditor.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+Enter');

  const request = await sent;
  const headers = request.headers();
  expect(request.postData()).toBe(vector.raw_body);
  const payload = `${headers['x-merchantid']}\n${headers['x-timestamp']}\n${headers['x-nonce']}\n${vector.raw_body}`;
  expect(headers['x-sign']).toBe(
    createHmac('sha256', vector.secret).update(payload, 'utf8').digest('hex'),
  );
  await expect(requestPage.verdict).toHaveText('VERIFIED');
  // The editor still holds the body byte for byte: no line was inserted.
  await expect(
    page.getByText(`${new TextEncoder().encode(vector.raw_body).length} bytes`),
  ).toBeVisible();
  await expect(requestPage.stringToSign).not.toContainText(`${vector.raw_body}␊`);
});
