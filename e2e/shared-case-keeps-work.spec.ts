import { expect, test } from './support/fixtures.ts';
import { nowSeconds, rawHttpRequest, signCase } from './support/cases.ts';

// A share link opens a case to look at: the user's own draft and settings stay theirs, in this
// browser's storage and after a reload, until they choose "Use these values"; Undo gives their
// own back byte for byte (docs/verify-intake.md, "Share link").

// A draft with the bytes a careless copy would lose: a tab, trailing spaces, a non-ASCII
// character and a final line feed.
const OWN_BODY =
  '{\n\t"merchant_order_no": "ORD-MY-DRAFT",\n  "note": "café – not sent yet"  \n}\n';
const OWN = { merchantId: 'M100077', timestamp: '1700000123', nonce: 'my-own-nonce-0001' };

const REQUEST_LINK = {
  kind: 'request',
  env: 'production',
  merchant_id: 'M200002',
  timestamp: '1732170000',
  nonce: 'their-nonce-00000001',
  raw_body: '{"merchant_order_no":"ORD-THEIRS"}',
};

test('a Request link is looked at, not saved; Use these values takes it and Undo gives the draft back exactly', async ({
  page,
  requestPage,
  sharedCasePage: shared,
}) => {
  const envRadio = (name: string) => page.getByRole('radio', { name });
  await requestPage.open();
  await requestPage.setBody(OWN_BODY);
  await requestPage.fill({
    'Merchant ID': OWN.merchantId,
    Timestamp: OWN.timestamp,
    Nonce: OWN.nonce,
  });
  await expect(requestPage.stringToSign).toContainText('ORD-MY-DRAFT');
  const own = {
    env: 'test',
    merchantId: OWN.merchantId,
    request: { body: OWN_BODY, timestamp: OWN.timestamp, nonce: OWN.nonce },
  };
  expect(await shared.kept()).toMatchObject(own);

  // Opened: the case is shown, in its environment, with its merchant; nothing of it is kept.
  await shared.open(REQUEST_LINK);
  await expect(page).toHaveURL(/#\/request$/);
  await expect(shared.banner).toContainText('shown here, not saved');
  await expect(requestPage.field('Nonce')).toHaveValue(REQUEST_LINK.nonce);
  await expect(requestPage.field('Merchant ID')).toHaveValue(REQUEST_LINK.merchant_id);
  await expect(envRadio('Production')).toBeChecked();
  expect(await shared.kept()).toMatchObject(own);

  // A reload after merely opening it gives the user's own values.
  await page.reload();
  await requestPage.bodyEditor.waitFor();
  await expect(requestPage.field('Nonce')).toHaveValue(OWN.nonce);
  await expect(requestPage.field('Merchant ID')).toHaveValue(OWN.merchantId);
  await expect(envRadio('Test')).toBeChecked();
  await expect(requestPage.stringToSign).toContainText('ORD-MY-DRAFT');
  await expect(shared.banner).toHaveCount(0);
  expect(await shared.kept()).toMatchObject(own);

  // Use these values: the fields take the link's, and this browser keeps them.
  await shared.open(REQUEST_LINK);
  await shared.useValues.click();
  await expect(shared.undo).toBeFocused();
  await expect(requestPage.field('Timestamp')).toHaveValue(REQUEST_LINK.timestamp);
  await expect(requestPage.field('Merchant ID')).toHaveValue(REQUEST_LINK.merchant_id);
  await expect(envRadio('Production')).toBeChecked();
  expect(await shared.kept()).toMatchObject({
    env: 'production',
    merchantId: REQUEST_LINK.merchant_id,
    request: {
      body: REQUEST_LINK.raw_body,
      timestamp: REQUEST_LINK.timestamp,
      nonce: REQUEST_LINK.nonce,
    },
  });

  // Undo from the keyboard: the user's own values back, byte for byte, and kept.
  await page.keyboard.press('Enter');
  await expect(shared.undoOffer).toHaveCount(0);
  await expect(requestPage.field('Nonce')).toHaveValue(OWN.nonce);
  await expect(requestPage.field('Merchant ID')).toHaveValue(OWN.merchantId);
  await expect(envRadio('Test')).toBeChecked();
  expect(await shared.kept()).toMatchObject(own);
  await page.reload();
  await requestPage.bodyEditor.waitFor();
  await expect(requestPage.field('Nonce')).toHaveValue(OWN.nonce);
  expect(await shared.kept()).toMatchObject(own);
});

test('a Verify link in production leaves the case in Verify and the environment as the user had them', async ({
  page,
  verifyPage,
  sharedCasePage: shared,
}) => {
  const ownCase = signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'my-verify-nonce-001',
    body: '{"merchant_order_no":"ORD-MY-CASE"}',
  });
  const theirs = signCase(
    {
      merchantId: 'M200002',
      timestamp: nowSeconds(),
      nonce: 'their-verify-nonce-01',
      body: '{"merchant_order_no":"ORD-THEIR-CASE"}',
    },
    'prod_sk_their_secret_01',
  );
  const link = {
    kind: 'request',
    env: 'production',
    merchant_id: theirs.merchantId,
    timestamp: theirs.timestamp,
    nonce: theirs.nonce,
    raw_body: theirs.body,
    received_sign: theirs.sign,
  };
  await verifyPage.open();
  await verifyPage.paste(rawHttpRequest(ownCase));
  await expect(verifyPage.verdict).toHaveText('MATCH');
  // What a reload would give back of the user's: their case in Verify and their environment.
  const keptCase = async () => {
    const { env, verify } = await shared.kept();
    return { env, verify };
  };
  const own = await keptCase();
  expect(own.verify?.fields?.nonce).toBe(ownCase.nonce);

  await shared.open(link);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verifyPage.field('Nonce')).toHaveValue(theirs.nonce);
  await expect(page.getByRole('radio', { name: 'Production' })).toBeChecked();
  expect(await keptCase()).toEqual(own);

  await page.reload();
  await expect(verifyPage.field('Nonce')).toHaveValue(ownCase.nonce);
  await expect(page.getByRole('radio', { name: 'Test' })).toBeChecked();
  await expect(verifyPage.verdict).toHaveText('MATCH');

  // Closing the case puts the user's own back in place at once.
  await shared.open(link);
  await expect(verifyPage.field('Nonce')).toHaveValue(theirs.nonce);
  await shared.close.click();
  await expect(verifyPage.field('Nonce')).toHaveValue(ownCase.nonce);
  await expect(page.getByRole('radio', { name: 'Test' })).toBeChecked();
  expect(await keptCase()).toEqual(own);

  // Taken with Use these values, it is kept like a paste; Undo gives the user's case back.
  await shared.open(link);
  await shared.useValues.click();
  expect((await shared.kept()).verify?.fields?.nonce).toBe(theirs.nonce);
  await shared.undo.click();
  await expect(verifyPage.field('Nonce')).toHaveValue(ownCase.nonce);
  expect(await keptCase()).toEqual(own);
});
