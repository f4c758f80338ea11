import { createHmac } from 'node:crypto';
import fixtures from '../src/core/diagnosis/json/dialect-fixtures.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { baseCase, curlCommand, DEMO_TEST_SECRET, signCase } from './support/cases.ts';
import { VerifyPage } from './support/verify-page.ts';

// The mistakes of real stacks, pasted as a support engineer gets them: the signed body comes
// from the real PHP (dialect-fixtures.json), the signs from node:crypto.
const wire =
  '{"url":"http://x/y","html":"<b>&amp;</b>","eq":"a=b","plus":"1+1","name":"Zoë Ñandú"}';
const phpBody = (fixtures.outputs as Record<string, string[]>)['php-json-encode']?.[2] ?? '';

test("a body PHP's json_encode escaped before signing is named, with the library's fix", async ({
  page,
}) => {
  expect(fixtures.samples[2]).toBe(wire);
  expect(phpBody).toContain('http:\\/\\/x\\/y');
  const signed = signCase({ ...baseCase(), body: phpBody });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlCommand({ ...signed, body: wire }));
  await expect(verify.detectedFormat).toContainText(/curl/i);
  await expect(verify.verdict).toHaveText('MISMATCH');
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await expect(verify.diagnosis).toContainText("PHP's json_encode");
  await expect(verify.diagnosis).toContainText('JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE');
});

test('a timestamp taken twice is named with how far and which way', async ({ page }) => {
  const sent = baseCase();
  const signed = signCase({ ...sent, timestamp: String(Number(sent.timestamp) - 3) });
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(curlCommand({ ...signed, timestamp: sent.timestamp }));
  await expect(verify.diagnosis).toHaveAttribute('data-cause', 'TIMESTAMP_MISMATCH');
  await expect(verify.diagnosis).toContainText('3 s earlier');
});

test("a failure log whose handler re-serialized the body names the handler's mistake", async ({
  page,
}) => {
  const fields = baseCase();
  const sent = signCase(fields);
  // The merchant's handler parsed the body and signed PHP's re-encoding of it to verify.
  const handler = [fields.merchantId, fields.timestamp, fields.nonce, phpBody].join('\n');
  const log = {
    merchant_id: fields.merchantId,
    timestamp: fields.timestamp,
    nonce: fields.nonce,
    raw_body: wire,
    received_sign: signCase({ ...fields, body: wire }).sign,
    expected_sign: createHmac('sha256', DEMO_TEST_SECRET).update(handler).digest('hex'),
  };
  expect(sent.sign).not.toBe(log.expected_sign);
  const verify = new VerifyPage(page);
  await verify.open();
  await verify.paste(JSON.stringify(log, null, 2));
  await expect(verify.verdict).toHaveText('MATCH');
  const handlerDiagnosis = page.getByTestId('verify.handler-diagnosis');
  await expect(handlerDiagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await expect(handlerDiagnosis).toContainText(
    'The handler re-serialized the body before verifying',
  );
});
