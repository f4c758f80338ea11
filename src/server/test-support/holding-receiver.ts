/**
 * A receiver for flood tests (docs/sandbox.md, "Limits under a flood"): a listener on 127.0.0.1
 * that holds every request unanswered until `release()` (a receiver that never answers, or a
 * tarpit), then answers those held and all later ones with `status`. It counts requests, open
 * connections and requests waiting for an answer, with the most of each at any time. Each is
 * closed when its test ends (Vitest's `afterEach`).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** Registers the clean-up once per test file; call at the top level of the file. */
export function holdingReceivers() {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  return async function holdingReceiver(status: number, path: string) {
    const held: ServerResponse[] = [];
    const seen = { requests: 0, connections: 0, maxConnections: 0, waiting: 0, maxWaiting: 0 };
    let released = false;
    const answer = (res: ServerResponse) => {
      res.writeHead(status).end();
      seen.waiting--;
    };
    const server = createServer((req, res) => {
      seen.requests++;
      seen.waiting++;
      seen.maxWaiting = Math.max(seen.maxWaiting, seen.waiting);
      req.resume();
      req.once('end', () => (released ? answer(res) : held.push(res)));
    });
    server.on('connection', (socket) => {
      seen.connections++;
      seen.maxConnections = Math.max(seen.maxConnections, seen.connections);
      socket.once('close', () => seen.connections--);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
      seen,
      held: () => held.length,
      release() {
        released = true;
        for (const res of held.splice(0)) answer(res);
      },
    };
  };
}
