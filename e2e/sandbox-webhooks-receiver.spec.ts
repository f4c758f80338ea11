import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';

// The merchant's notify URL set from the Sandbox view's Webhooks tab: a status change then
// reaches the user's own receiver, written here, with bytes whose X-Sign verifies with
// node:crypto over the raw body and that a parse-and-serialize would change.

const MERCHANT = 'M100001';
const TEST_SECRET = 'test_sk_4f9a2c7e1b3d';
const ORDER = 'ORD-20231114-0001';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A receiver that keeps every delivery's raw bytes and answers 200. */
async function startReceiver(): Promise<{ url: string; server: Server; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks`, server, received };
}

function signOver({ headers }: Received, bytes: Buffer | string): string {
  const head = `${String(headers['x-merchantid'])}\n${String(headers['x-timestamp'])}\n${String(headers['x-nonce'])}\n`;
  return createHmac('sha256', TEST_SECRET).update(head).update(bytes).digest('hex');
}

test('a notify URL set in the Webhooks tab receives a status change signed over its raw, revealing bytes', async ({
  startConsole,
  sandboxPage,
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const consoleUrl = await startConsole({});
    await sandboxPage.openTab('Webhooks', consoleUrl);
    const field = page.getByLabel(`Notify URL of ${MERCHANT}`);
    const save = page.getByRole('button', { name: 'Save notify URL' });
    const effective = page.getByTestId('sandbox.notify-effective');
    await expect(effective).toContainText('/_sandbox/inbox/M100001');

    // Not an http(s) URL: the sandbox says why and keeps the inbox.
    await field.fill('ftp://merchant.example/webhooks');
    await save.click();
    await expect(page.getByTestId('sandbox.notify-error')).toContainText(
      'Only http: and https: URLs can receive webhooks',
    );
    await expect(effective).toContainText('/_sandbox/inbox/M100001');

    await field.fill(receiver.url);
    await save.click();
    await expect(effective).toContainText(receiver.url);
    await expect(page.getByTestId('sandbox.notify-error')).toHaveCount(0);

    await page.getByLabel(`Status of ${ORDER}`).selectOption('FAILED');
    await expect(sandboxPage.deliveryRows.first()).toContainText('delivered: 200');
    await expect.poll(() => receiver.received.length).toBe(1);
    const [got] = receiver.received as [Received];
    const text = got.body.toString('utf8');
    expect(String(got.headers['x-merchantid'])).toBe(MERCHANT);
    expect(String(got.headers['x-sign'])).toBe(signOver(got, got.body));
    expect(JSON.parse(text)).toMatchObject({ merchant_order_no: ORDER, status: 'FAILED' });
    // The revealing form: escaped non-ASCII and slashes, a space after ':' and ','.
    expect(text).toMatch(/\\u[0-9a-f]{4}/);
    expect(text).toContain('\\/');
    expect(text).toContain('"status": "FAILED", ');
    // A receiver that verified JSON.stringify(JSON.parse(body)) would refuse it.
    expect(String(got.headers['x-sign'])).not.toBe(signOver(got, JSON.stringify(JSON.parse(text))));

    // Reset: status changes go back to the inbox.
    await page.getByRole('button', { name: 'Reset notify URL' }).click();
    await expect(effective).toContainText('/_sandbox/inbox/M100001');
    await expect(field).toHaveValue('');
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
