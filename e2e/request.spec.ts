import { createHmac } from 'node:crypto';
import vectors from '../spec/signature-vectors.json' with { type: 'json' };
import { firstLoadFiles } from '../scripts/bench/page-files.ts';
import { expect, test } from './support/fixtures.ts';
import type { RequestPage } from './support/request-page.ts';

const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** Opens the Request view with a vector's merchant, secret, timestamp and nonce. */
async function openWithPartsOf(requestPage: RequestPage, vector: (typeof vectors)[number]) {
  await requestPage.open();
  await requestPage.fill({
    'Merchant ID': vector.merchant_id,
    'Test API secret': vector.secret,
    Timestamp: vector.timestamp,
    Nonce: vector.nonce,
  });
}

/** The string-to-sign view draws every line feed as ␊ and keeps the line break after it. */
const drawn = (payload: string) => payload.replaceAll('\n', '␊\n');

for (const vector of vectors) {
  test(`vector "${vector.name}" typed into the Request view gives its signature`, async ({
    requestPage,
  }) => {
    await openWithPartsOf(requestPage, vector);
    await requestPage.setBody(vector.raw_body);
    await expect(requestPage.signature).toHaveText(vector.sign);
    await expect(requestPage.stringToSign).toHaveText(drawn(vector.sign_payload));
  });
}

test('the signature follows every keystroke in the body', async ({ requestPage }) => {
  const vector = vectors[0]!;
  await openWithPartsOf(requestPage, vector);
  await requestPage.setBody(vector.raw_body);
  await expect(requestPage.signature).toHaveText(vector.sign);
  await requestPage.page.keyboard.press('End');
  for (const key of [' ', 'x']) {
    await requestPage.page.keyboard.type(key);
  }
  const payload = `${vector.merchant_id}\n${vector.timestamp}\n${vector.nonce}\n${vector.raw_body} x`;
  await expect(requestPage.signature).toHaveText(hmacHex(vector.secret, payload));
  await expect(requestPage.stringToSignBytes).toHaveText(
    `${Buffer.byteLength(payload)} bytes, UTF-8`,
  );
});

test('a long body loads the WebAssembly SHA-256 under the console policy, and each key after it is signed as createHmac signs it', async ({
  requestPage,
  page,
}) => {
  // What the page's WebAssembly did, seen from the browser API, not from the console's code.
  await page.addInitScript(() => {
    const counted = window as { wasmInstances?: number };
    const instantiate = WebAssembly.instantiate.bind(WebAssembly);
    counted.wasmInstances = 0;
    WebAssembly.instantiate = ((...args: Parameters<typeof instantiate>) =>
      instantiate(...args).then((made) => {
        counted.wasmInstances! += 1;
        return made;
      })) as typeof WebAssembly.instantiate;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const vector = vectors[0]!;
  await openWithPartsOf(requestPage, vector);
  const body = JSON.stringify({ merchant_order_no: 'ORD-7', notes: 'Café ☕ '.repeat(20_000) });
  const head = `${vector.merchant_id}\n${vector.timestamp}\n${vector.nonce}\n`;
  await requestPage.setBody(body);
  await expect(requestPage.signature).toHaveText(hmacHex(vector.secret, head + body));
  // A body this long loads the faster SHA-256 (the signer's switch to it: live-sign.test.ts).
  await expect
    .poll(() => page.evaluate(() => (window as { wasmInstances?: number }).wasmInstances))
    .toBe(1);
  await requestPage.page.keyboard.press('ControlOrMeta+Home');
  await requestPage.page.keyboard.type(' ');
  await expect(requestPage.signature).toHaveText(hmacHex(vector.secret, `${head} ${body}`));
  await requestPage.page.keyboard.press('ControlOrMeta+End');
  await requestPage.page.keyboard.type('x');
  await expect(requestPage.signature).toHaveText(hmacHex(vector.secret, `${head} ${body}x`));
  expect(warnings).toEqual([]);
});

test('a first run sends the default query to the embedded sandbox and verifies the response', async ({
  requestPage,
  page,
  baseURL,
}) => {
  await requestPage.open();
  const sent = page.waitForRequest('**/sandbox/api/v1/payments/query');
  await requestPage.sendButton.click();
  const request = await sent;

  await expect(requestPage.verdict).toHaveText('VERIFIED');
  await expect(requestPage.codeExplanation).toContainText('Success');
  await expect(requestPage.responseRawBody).toContainText('"order_no"');

  // What went on the wire: the same bytes that were signed, under the spec's four headers.
  expect(new URL(request.url()).origin).toBe(new URL(baseURL!).origin);
  const headers = request.headers();
  expect(headers['content-type']).toBe('application/json');
  const body = request.postDataBuffer()!.toString('utf8');
  expect(body).toBe('{"merchant_order_no":"ORD-20231114-0001"}');
  const payload = `${headers['x-merchantid']}\n${headers['x-timestamp']}\n${headers['x-nonce']}\n${body}`;
  expect(headers['x-sign']).toBe(hmacHex('test_sk_4f9a2c7e1b3d', payload));
  await expect(requestPage.signature).toHaveText(headers['x-sign']!);
});

test('Ctrl+Enter sends again with a fresh nonce, and the sandbox still accepts it', async ({
  requestPage,
  page,
}) => {
  await requestPage.open();
  const nonces: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/payments/query')) nonces.push(r.headers()['x-nonce']!);
  });
  await expect(await requestPage.send()).toHaveText('VERIFIED');
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => nonces.length).toBe(2);
  await expect(requestPage.verdict).toHaveText('VERIFIED');
  await expect(requestPage.codeExplanation).toContainText('Success');
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('a response whose signature is corrupted is shown UNTRUSTED', async ({
  requestPage,
  startSandbox,
  startConsole,
}) => {
  const sandboxUrl = await startSandbox((config) => ({
    ...config,
    faults: ['corrupt-response-sign'],
  }));
  // The page connects only to its own origin (CSP): a remote is reached through the proxy.
  await requestPage.open(await startConsole({ test: sandboxUrl }));
  await expect(requestPage.field('Test base URL')).toHaveValue(sandboxUrl);
  await expect(await requestPage.send()).toHaveText('UNTRUSTED');
  await expect(requestPage.responsePanel).toContainText('Do not act on this response');
  await expect(
    requestPage.responsePanel.getByRole('heading', { name: 'Envelope untrusted' }),
  ).toBeVisible();
});

test('a wrong secret is refused with 401 and code 1003, explained with the checklist', async ({
  requestPage,
  page,
}) => {
  await requestPage.open();
  await requestPage.fill({ 'Test API secret': 'not-the-secret' });
  await requestPage.sendButton.click();
  await expect(page.getByRole('heading', { name: /HTTP 401/ })).toBeVisible();
  await expect(requestPage.codeExplanation).toContainText('Signature verification failed');
  // The service signs its answer with the real secret, so our wrong one cannot verify it.
  await expect(requestPage.verdict).toHaveText('UNTRUSTED');
  await page.getByRole('button', { name: 'Open the 5.5 checklist' }).first().click();
  await expect(
    page.getByText('Dashboard password used, or test and production secrets mixed'),
  ).toBeVisible();
});

test('Monaco comes from the console bundle, loaded after the page, not from a CDN', async ({
  requestPage,
  page,
  baseURL,
}) => {
  await requestPage.open();
  const origin = new URL(baseURL!).origin;
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.name.endsWith('.js'))
      .map(({ name, decodedBodySize }) => ({ name, decodedBodySize })),
  );
  // Monaco's code is the one script of megabytes; the editor on screen ran it.
  const monaco = scripts.filter((script) => script.decodedBodySize > 1_000_000);
  expect(monaco).toHaveLength(1);
  expect(new URL(monaco[0]!.name).origin).toBe(origin);
  // Lazy: the page itself does not reference it, so first paint never waits for it.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain(new URL(monaco[0]!.name).pathname);
  for (const script of scripts) expect(new URL(script.name).origin).toBe(origin);
});

test('the first paint needs no more files than a browser fetches at once', async ({
  page,
  requestPage,
}) => {
  // Over HTTP/1.1 a browser opens six connections per host; a seventh file waits for one.
  const { scripts, styles } = firstLoadFiles(await (await page.request.get('/')).text());
  expect(scripts.length + styles.length).toBeLessThanOrEqual(6);
  // And the page still works from them: the Request view signs.
  await requestPage.open();
  await expect(requestPage.signature).toHaveText(/^[0-9a-f]{64}$/);
});

test('a share link without a received sign opens the Request view with its fields', async ({
  page,
  requestPage,
}) => {
  const shared = {
    kind: 'request',
    env: 'test',
    merchant_id: 'M100001',
    timestamp: '1732170000',
    nonce: 'Zx9Qw8Er7Ty6Ui5O',
    raw_body: vectors[1]!.raw_body,
  };
  const link = `/#case=${Buffer.from(JSON.stringify(shared), 'utf8').toString('base64url')}`;
  await page.goto(link);
  await expect(page).toHaveURL(/#\/request$/);
  await expect(page.getByRole('status').filter({ hasText: 'Opened a shared case' })).toBeVisible();
  await expect(requestPage.field('Timestamp')).toHaveValue(shared.timestamp);
  await expect(requestPage.field('Nonce')).toHaveValue(shared.nonce);
  // The demo test secret is the vector's secret, so the shared request signs as the vector does.
  await expect(requestPage.signature).toHaveText(vectors[1]!.sign);
});

test('every Copy button in Request says what it copies', async ({ requestPage, page }) => {
  await requestPage.open();
  await requestPage.sendButton.click();
  await expect(requestPage.verdict).toHaveText('VERIFIED');
  const names = await page
    .getByRole('main')
    .getByRole('button', { name: /^Copy/ })
    .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''));
  expect(names.length).toBeGreaterThanOrEqual(4);
  expect(names).not.toContain('Copy');
  expect(new Set(names).size).toBe(names.length);
});
