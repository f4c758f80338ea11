import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';

// A failure of the console's own proxy is not an answer of the service: the Request view says
// plainly why the remote could not be reached, instead of "HTTP 502 ... UNTRUSTED".

/** A remote written here with node:http on 127.0.0.1, port 0; closed when the test ends. */
async function startRemote(
  handler: Parameters<typeof createServer>[1],
): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

const cases = [
  {
    name: 'a remote that is down',
    reason: 'connection refused',
    start: async () => {
      // Listen, learn the port, then close it: nothing listens there any more.
      const { url, server } = await startRemote(() => undefined);
      await stop(server);
      return { url, close: async () => undefined };
    },
    proxyTimeoutMs: undefined,
  },
  {
    name: 'a remote that never answers',
    reason: 'timed out after 0.5 s',
    start: async () => {
      const { url, server } = await startRemote(() => undefined);
      return { url, close: () => stop(server) };
    },
    proxyTimeoutMs: 500,
  },
  {
    name: 'a remote that redirects',
    reason: 'the remote redirected with HTTP 302, which the proxy does not follow',
    start: async () => {
      const { url, server } = await startRemote((_request, response) => {
        response.writeHead(302, { Location: 'http://127.0.0.1:9/elsewhere' }).end();
      });
      return { url, close: () => stop(server) };
    },
    proxyTimeoutMs: undefined,
  },
];

for (const c of cases) {
  test(`Send to ${c.name} says why the proxy could not reach it`, async ({
    page,
    requestPage,
    startConsole,
  }) => {
    const remote = await c.start();
    try {
      const consoleUrl = await startConsole(
        { test: remote.url },
        c.proxyTimeoutMs === undefined ? {} : { proxyTimeoutMs: c.proxyTimeoutMs },
      );
      await page.goto(consoleUrl);
      await expect(requestPage.sendTarget).toContainText("through this console's proxy");
      await requestPage.sendButton.click();
      const response = page.getByRole('region', { name: 'Response' });
      await expect(response.getByRole('alert')).toHaveText(
        `Could not reach ${remote.url} (${c.reason}).`,
      );
      await expect(requestPage.verdict).toHaveCount(0);
      await expect(response).not.toContainText('UNTRUSTED');
      // Nothing is lost: the request is still there, ready to send again.
      await expect(requestPage.stringToSign).toContainText('merchant_order_no');
      await expect(requestPage.sendButton).toBeEnabled();
    } finally {
      await remote.close();
    }
  });
}
