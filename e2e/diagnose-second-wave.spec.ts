import fixtures from '../src/core/diagnosis/json/dialect-fixtures.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { baseCase, curlCommand, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// The second wave of the mistake search through the Verify view's workers; every sign is made
// with node:crypto (signCase), the bytes on the wire written here as the real library writes them.

test('a body Python requests json= re-serialized after signing names the library and its fix', async ({
  page,
}) => {
  const fields = baseCase();
  const order = { merchant_order_no: 'ORD-PY-1', goods_name: 'Café crème' };
  const signed = signCase({ ...fields, body: JSON.stringify(order) });
  // json.dumps defaults, as requests' json= writes them: ", ", ": " and \uXXXX.
  const wire = '{"merchant_order_no": "ORD-PY-1", "goods_name": "Caf\\u00e9 cr\\u00e8me"}';
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlCommand({ ...signed, body: wire }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await expect(verify.diagnosis).toContainText('The HTTP library re-serialized the body');
  await expect(verify.diagnosis).toContainText('data=body');
  const libraries = page.getByTestId('diagnosis.libraries');
  await expect(libraries).toContainText('Python requests (json=), Python httpx (json=)');
  await expect(libraries).not.toHaveAttribute('open', /.*/);
});

// The wire bytes the real PHP and Go wrote (dialect-fixtures.json) after the program signed the
// compact sample: the sending side changed the body, so its library is named, not the signer's.
const real = fixtures.outputs as Record<string, string[]>;
for (const [id, library, fix] of [
  ['php-json-encode', "PHP Guzzle ('json' =>)", "'body' => $json"],
  ['go-marshal', 'Go encoding/json (json.Marshal)', 'bytes.NewReader(body)'],
] as const) {
  test(`bytes ${id} wrote after signing name ${library}`, async ({ page }) => {
    const signed = signCase({ ...baseCase(), body: fixtures.samples[2]! });
    const wire = real[id]![2]!;
    expect(wire).not.toBe(signed.body);
    const verify = new VerifyPage(page);
    await verify.open();
    await verify.paste(curlCommand({ ...signed, body: wire }));
    await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
    await expect(verify.diagnosis).toContainText('The HTTP library re-serialized the body');
    await expect(verify.diagnosis).toContainText(fix);
    await expect(page.getByTestId('diagnosis.libraries')).toContainText(library);
  });
}

test('a real clock millisecond signed while seconds were sent is named', async ({ page }) => {
  const fields = baseCase();
  const signed = signCase({ ...fields, timestamp: `${fields.timestamp}437` });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlCommand({ ...signed, timestamp: fields.timestamp }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TIMESTAMP_MILLISECONDS');
  await expect(verify.diagnosis).toContainText(`${fields.timestamp}437`);
});

test('a trailing line feed gets the same answer on every load (the workers do not race)', async ({
  page,
}) => {
  const fields = baseCase();
  const signed = signCase({ ...fields, body: `${fields.body}\n` });
  const verify = new VerifyPage(page);
  for (let run = 0; run < 4; run++) {
    await verify.open();
    await verify.paste(curlCommand({ ...signed, body: fields.body }));
    await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TRAILING_LINE_FEED');
    await page.reload();
  }
});
