import { createHmac } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET } from './support/cases.ts';
import type { RequestPage } from './support/request-page.ts';

// The body editor is byte-exact (spec 5.2 signs the raw body byte for byte): whatever is typed or
// pasted is what is signed, CR, CR LF, tabs, no-break spaces and byte order marks included, and
// no shortcut fires inside an editor. Signs are computed here with node:crypto.

const FIELDS = { merchantId: 'M100001', timestamp: '1700000000', nonce: 'exact-nonce-00001' };
const sign = (body: string) =>
  createHmac('sha256', DEMO_TEST_SECRET)
    .update(`${FIELDS.merchantId}\n${FIELDS.timestamp}\n${FIELDS.nonce}\n${body}`, 'utf8')
    .digest('hex');

async function openRequest(requestPage: RequestPage) {
  await requestPage.open();
  await requestPage.fill({
    'Merchant ID': FIELDS.merchantId,
    Timestamp: FIELDS.timestamp,
    Nonce: FIELDS.nonce,
    'Test API secret': DEMO_TEST_SECRET,
  });
}

/** Empties an editor from the keyboard, leaving the focus in it. */
async function clear(page: Page, editor: Locator) {
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
}

/** Pastes at the caret through the real clipboard, as a user pastes into what they typed. */
async function pasteAtCaret(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPED = ['a', 'Z', '{', '}', '"', ':', ' ', '?', '\t', '\u00A0', '\uFEFF', '\n', 'é', '€'];
const PASTED = [...TYPED, '\r\n', '\r'];
const text = (next: () => number, alphabet: string[], length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');

for (const seed of [1, 2, 3]) {
  test(`typed and pasted text is signed byte for byte (seed ${seed})`, async ({
    page,
    requestPage,
  }) => {
    const next = random(seed);
    await openRequest(requestPage);
    await clear(page, requestPage.bodyEditor);
    let body = '';
    const typed = text(next, TYPED, 16);
    await page.keyboard.type(typed);
    body += typed;
    await expect(requestPage.signature).toHaveText(sign(body));

    const pasted = text(next, TYPED, 12);
    await pasteAtCaret(page, pasted);
    body += pasted;
    await expect(requestPage.signature).toHaveText(sign(body));

    const more = text(next, TYPED, 10);
    await page.keyboard.type(more);
    body += more;
    await expect(requestPage.signature).toHaveText(sign(body));

    // Text with CR bytes is kept as pasted; the editor then holds the body read-only.
    const withCr = `${text(next, PASTED, 8)}\r\n${text(next, PASTED, 8)}\r`;
    await pasteAtCaret(page, withCr);
    body += withCr;
    await expect(requestPage.signature).toHaveText(sign(body));
    await expect(page.getByTestId('ui.exact-body-note')).toContainText('carriage return');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  });
}

test('CR LF text pasted into the Request body is signed as pasted, and said so', async ({
  page,
  requestPage,
}) => {
  await openRequest(requestPage);
  const body = '{\r\n  "merchant_order_no": "ORD-CRLF-0001"\r\n}\r\n';
  await requestPage.setBody(body);
  await expect(requestPage.signature).toHaveText(sign(body));
  await expect(page.getByTestId('ui.exact-body-note')).toContainText('3 carriage returns');
  // Choosing to edit makes the line endings LF, as the button says, and the sign follows.
  await page.getByRole('button', { name: 'Edit anyway (line endings become LF)' }).click();
  await requestPage.bodyEditor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  await expect(requestPage.signature).toHaveText(sign(`${body.replaceAll('\r\n', '\n')} `));
});

test('? typed in a body editor is text, in Request and in Verify; outside it opens the list', async ({
  page,
  requestPage,
  verifyPage,
}) => {
  await openRequest(requestPage);
  await clear(page, requestPage.bodyEditor);
  await page.keyboard.type('{"q":"? ?"}');
  await expect(requestPage.signature).toHaveText(sign('{"q":"? ?"}'));
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeHidden();

  await verifyPage.open();
  await verifyPage.bodyEditor.focus();
  await page.keyboard.type('?');
  await expect(dialog).toBeHidden();

  // Outside an editor `?` opens the list, and Escape gives the focus back where it was.
  const share = page.getByRole('link', { name: 'Request' });
  await share.focus();
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
  // The Close button gives it back too, to the button that opened the list.
  const opener = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(opener).toBeFocused();
});

test('fast typing on a busy machine loses no key in Learn’s editor', async ({
  page,
  learnPage,
}) => {
  await learnPage.open();
  await learnPage.openLesson('string-to-sign');
  const editor = page.getByRole('textbox', { name: 'Your string to sign' });
  await editor.waitFor();
  // A slow processor, as on a busy machine: renders and their effects lag behind the keys.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await editor.focus();
  const typed = 'M100001\n1700000000\nnonce-fast-typing-0001\n{"merchant_order_no":"ORD-FAST-1"}';
  await page.keyboard.type(typed);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByTestId('learn.typed-string')).toHaveText(typed.replaceAll('\n', '␊\n'));
});
