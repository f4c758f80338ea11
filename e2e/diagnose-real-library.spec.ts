import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { DEMO_TEST_SECRET } from './support/cases.ts';

// A real Python requests program, written here, signs a compact JSON string and then sends the
// object with json=, so requests writes json.dumps' defaults on the wire (spec 5.2 rule 1). The
// same request is diagnosed in the Sandbox's traffic log and, opened from its row, in Verify:
// one cause, the library named by the wire bytes, and its fix, in both places.

const PROGRAM = `
import hmac, hashlib, json, os, sys, time, uuid, requests
order = {"merchant_order_no": "ORD-PY-E2E", "goods_name": "Caf\\u00e9 cr\\u00e8me"}
signed = json.dumps(order, separators=(",", ":"), ensure_ascii=False)
ts, nonce = str(int(time.time())), uuid.uuid4().hex
payload = "\\n".join(["M100001", ts, nonce, signed]).encode()
sign = hmac.new(os.environ["API_SECRET"].encode(), payload, hashlib.sha256).hexdigest()
requests.post(os.environ["SANDBOX_URL"], json=order, timeout=30, headers={
    "X-MerchantID": "M100001", "X-Timestamp": ts, "X-Nonce": nonce, "X-Sign": sign})
print(nonce)
`;

function runPython(sandboxUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      '/usr/bin/python3',
      ['-c', PROGRAM],
      {
        env: { ...process.env, SANDBOX_URL: sandboxUrl, API_SECRET: DEMO_TEST_SECRET },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(stdout.trim()),
    );
  });
}

test('a real Python requests json= call is named the same way in the traffic log and in Verify', async ({
  startConsole,
  sandboxPage,
  verifyPage,
  page,
}) => {
  const consoleUrl = await startConsole({});
  await sandboxPage.open(consoleUrl);
  const nonce = await runPython(`${consoleUrl.replace(/\/+$/, '')}/sandbox/api/v1/payments/query`);
  // The mistake, proved with node:crypto from what reached the sandbox: the sign is over the
  // compact form of the body, and the body on the wire is json.dumps' spaced, escaped form.
  const entries = (await (
    await fetch(`${consoleUrl.replace(/\/+$/, '')}/sandbox/_sandbox/requests`)
  ).json()) as { nonce: string; timestamp: string; body: string; receivedSign: string }[];
  const entry = entries.find((e) => e.nonce === nonce)!;
  expect(entry.body).toBe(
    '{"merchant_order_no": "ORD-PY-E2E", "goods_name": "Caf\\u00e9 cr\\u00e8me"}',
  );
  const compact = JSON.stringify(JSON.parse(entry.body));
  expect(entry.receivedSign).toBe(
    createHmac('sha256', DEMO_TEST_SECRET)
      .update(`M100001\n${entry.timestamp}\n${nonce}\n${compact}`)
      .digest('hex'),
  );

  const row = sandboxPage.trafficRow(nonce);
  const diagnosis = row.getByTestId('sandbox.diagnosis');
  await expect(diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await row.getByRole('button', { expanded: false }).click();
  await expect(row).toContainText('User-Agent: python-requests/');
  const explanation = row.getByTestId('sandbox.diagnosis-explanation');
  await expect(explanation).toContainText('Python requests (json=) re-serialized the body');
  await expect(explanation).toContainText('data=body');

  await sandboxPage.openInVerify(row);
  await expect(page).toHaveURL(/#\/verify$/);
  await expect(verifyPage.field('Nonce')).toHaveValue(nonce);
  await expect(verifyPage.verdict).toHaveText('MISMATCH');
  await expect(verifyPage.diagnosis).toHaveAttribute('data-cause', 'BODY_REFORMATTED');
  await expect(verifyPage.diagnosis).toContainText('The HTTP library re-serialized the body');
  await expect(verifyPage.diagnosis).toContainText('data=body');
  await expect(page.getByTestId('diagnosis.libraries')).toContainText('Python requests (json=)');
});
