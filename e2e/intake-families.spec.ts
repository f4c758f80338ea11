import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { nowSeconds, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// One paste of each family a ticket brings, through the real clipboard: a tool's copy, what a
// program prints, a log line, and what chat and mail do to a paste. Truths from node:crypto.

const signed = () =>
  signCase({
    merchantId: 'M100001',
    timestamp: nowSeconds(),
    nonce: 'e2e-nonce-5c1d9a7b3e2f4680',
    body: '{"merchant_order_no":"ORD-20261125-0042","note":"café"}',
  });

test('a tool copy: DevTools "Copy as fetch" verifies', async ({ page }) => {
  const c = signed();
  const paste = `fetch("http://127.0.0.1/api/v1/payments/query", {\n  "headers": {\n    "content-type": "application/json",\n    "x-merchantid": "${c.merchantId}",\n    "x-nonce": "${c.nonce}",\n    "x-sign": "${c.sign}",\n    "x-timestamp": "${c.timestamp}"\n  },\n  "body": ${JSON.stringify(c.body)},\n  "method": "POST"\n});`;
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(paste);
  await expect(verify.detectedFormat).toHaveText(/fetch call/);
  await expect(verify.verdict).toHaveText('MATCH');
});

test("a program's print: Python requests' headers and bytes repr verify", async ({ page }) => {
  // Printed by Python 3.11 and requests 2.28 (scripts/capture-intake-fixtures.ts).
  const printed = readFileSync('src/core/intake/fixtures/programs/python-requests.txt', 'utf8');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(printed);
  await expect(verify.detectedFormat).toHaveText(/printed header map/);
  await expect(verify.field('Nonce')).toHaveValue('fx-nonce-0123456789abcdef');
  await expect(verify.verdict).toHaveText('MATCH');
});

test('a log: a CloudWatch line with a JSON log verifies', async ({ page }) => {
  const c = signed();
  const log = {
    msg: 'sign mismatch',
    http: {
      request: {
        headers: {
          'x-merchantid': c.merchantId,
          'x-timestamp': c.timestamp,
          'x-nonce': c.nonce,
          'x-sign': c.sign,
        },
        body: c.body,
      },
    },
  };
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(`2026-11-25T10:00:00.000Z\tb1c2d3e4\tWARN\t${JSON.stringify(log)}`);
  await expect(verify.detectedFormat).toHaveText(/JSON with headers and a body/);
  await expect(verify.verdict).toHaveText('MATCH');
});

// With the secret typed, the reading with the quotes straightened reproduces the received sign:
// the signature proves the paste, not the sender, changed the bytes (docs/verify-intake.md).
test('chat damage: smart quotes in a body are undone by the paste reading the signature proves', async ({
  page,
}) => {
  const c = signed();
  const curly = c.body.replace(/"(?=[a-zA-Z0-9-])/g, '“').replace(/"/g, '”');
  const paste = `X-MerchantID: ${c.merchantId}\nX-Timestamp: ${c.timestamp}\nX-Nonce: ${c.nonce}\nX-Sign: ${c.sign}\n\n${curly}`;
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(paste);
  await expect(verify.verdict).toHaveText('MATCH');
  await expect(page.getByTestId('verify.intake-restored')).toContainText(
    'Decided by the signature',
  );
});

test('mail damage: a quoted reply around a quoted-printable part is unwrapped and verifies', async ({
  page,
}) => {
  const c = signed();
  const raw = `POST /api/v1/payments/query HTTP/1.1\r\nContent-Type: application/json\r\nX-MerchantID: ${c.merchantId}\r\nX-Timestamp: ${c.timestamp}\r\nX-Nonce: ${c.nonce}\r\nX-Sign: ${c.sign}\r\n\r\n${c.body}`;
  const qp = raw
    .replace(/=/g, '=3D')
    .replace(/é/g, '=C3=A9')
    .replace(/(.{70})/g, '$1=\r\n');
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(
    qp
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  );
  await expect(page.getByTestId('verify.intake-restored')).toContainText('quoted-printable');
  await expect(verify.verdict).toHaveText('MATCH');
});
