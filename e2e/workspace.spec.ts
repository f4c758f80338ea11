import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';

const SECRET = 'test_sk_typed_for_this_test_01';
const parts = {
  merchantId: 'M100001',
  timestamp: '1732170000',
  nonce: 'Zx9Qw8Er7Ty6Ui5O',
  body: '{"merchant_order_no":"Z-1","goods_name":"咖啡 ☕ café"}',
};
const payload = `${parts.merchantId}\n${parts.timestamp}\n${parts.nonce}\n${parts.body}`;

test.beforeEach(async ({ requestPage }) => {
  await requestPage.open();
  await requestPage.fill({
    'Merchant ID': parts.merchantId,
    'Test API secret': SECRET,
    Timestamp: parts.timestamp,
    Nonce: parts.nonce,
  });
  await requestPage.setBody(parts.body);
  await expect(requestPage.signature).toHaveText(
    createHmac('sha256', SECRET).update(payload, 'utf8').digest('hex'),
  );
});

test('the hex view shows exactly the UTF-8 bytes of the string to sign, with part ranges', async ({
  workspacePage,
  page,
}) => {
  expect(await workspacePage.hexBytes()).toBe(Buffer.from(payload, 'utf8').toString('hex'));
  const ranges = page.getByRole('list', { name: 'Byte ranges' });
  await expect(ranges.getByRole('listitem')).toHaveText([
    'merchant_id 0–6',
    'LF 7',
    'timestamp 8–17',
    'LF 18',
    'nonce 19–34',
    'LF 35',
    `raw_body 36–${Buffer.byteLength(payload) - 1}`,
  ]);
});

test('a downloaded vector has no secret and its sign is the HMAC of its bytes', async ({
  workspacePage,
}) => {
  const text = await workspacePage.download('Download vector');
  expect(text).not.toContain(SECRET);
  const vector = JSON.parse(text);
  expect(vector.inputs).toEqual({
    merchant_id: parts.merchantId,
    timestamp: parts.timestamp,
    nonce: parts.nonce,
    raw_body: parts.body,
  });
  expect(vector.sign_payload_hex).toBe(Buffer.from(payload, 'utf8').toString('hex'));
  const bytes = Buffer.from(vector.sign_payload_hex, 'hex');
  expect(vector.sign).toBe(createHmac('sha256', SECRET).update(bytes).digest('hex'));
  const fingerprint = createHmac('sha256', SECRET)
    .update('signing-console key fingerprint v1')
    .digest('hex');
  expect(vector.key_fingerprint).toBe(`${fingerprint.slice(0, 4)}-${fingerprint.slice(4, 8)}`);

  const set = JSON.parse(await workspacePage.download('Download vector set'));
  expect(JSON.stringify(set)).not.toContain(SECRET);
  const crlf = set.wrong.find((w: { cause: string }) => w.cause === 'CRLF_SEPARATORS');
  expect(crlf.sign).toBe(
    createHmac('sha256', SECRET).update(payload.replaceAll('\n', '\r\n'), 'utf8').digest('hex'),
  );
});

test('a body file is used byte for byte; a file that is not UTF-8 is refused', async ({
  workspacePage,
  requestPage,
  page,
}) => {
  const body = '{"merchant_order_no":"ORD-20231114-0001"}\r\n';
  await workspacePage.chooseFile('Body from file…', 'body.json', Buffer.from(body, 'utf8'));
  const signed = `${parts.merchantId}\n${parts.timestamp}\n${parts.nonce}\n${body}`;
  await expect(requestPage.signature).toHaveText(
    createHmac('sha256', SECRET).update(signed, 'utf8').digest('hex'),
  );
  await expect(requestPage.stringToSign).toContainText('␍');

  await workspacePage.chooseFile(
    'Body from file…',
    'latin1.json',
    Buffer.from('{"a":"é"}', 'latin1'),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'latin1.json' })).toContainText(
    'is not valid UTF-8',
  );
  await expect(requestPage.signature).toHaveText(
    createHmac('sha256', SECRET).update(signed, 'utf8').digest('hex'),
  );
});

test('a file dropped on the body editor becomes the body; the editor marks its invisibles', async ({
  requestPage,
  page,
}) => {
  const body = '\uFEFF{"merchant_order_no":"ORD-1"}  \n';
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return transfer;
  }, body);
  const editor = page.getByRole('textbox', { name: 'Raw body' });
  await editor.dispatchEvent('dragover', { dataTransfer });
  await editor.dispatchEvent('drop', { dataTransfer });

  const signed = `${parts.merchantId}\n${parts.timestamp}\n${parts.nonce}\n${body}`;
  await expect(requestPage.signature).toHaveText(
    createHmac('sha256', SECRET).update(signed, 'utf8').digest('hex'),
  );
  await expect(requestPage.stringToSignBytes).toHaveText(
    `${Buffer.byteLength(signed)} bytes, UTF-8`,
  );
  // Our own decoration classes (invisible-decorations.ts), not Monaco's.
  await expect(page.locator('.invisible-mark-trailing-space')).toHaveCount(1);
  await expect(page.locator('.invisible-mark-label')).toHaveText('[BOM]');
});
