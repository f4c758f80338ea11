/**
 * Test support: a recording proxy in front of a sandbox. It keeps the exact request bytes and
 * headers a program sent and the exact response bytes it got back, so a test can check both
 * against the editor's body and the program's output.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Exchange {
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
  responseBody: Buffer;
}

export interface CaptureProxy {
  /** The proxy's origin: use it as the program's base URL. */
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

const FORWARDED = ['content-type', 'x-merchantid', 'x-timestamp', 'x-nonce', 'x-sign'];

/** Starts a proxy on 127.0.0.1 that forwards every request to `target` and records it. */
export function startCaptureProxy(target: string): Promise<CaptureProxy> {
  const exchanges: Exchange[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(target + (request.url ?? '/'), { method: request.method, headers, body })
        .then(async (answer) => {
          const responseBody = Buffer.from(await answer.arrayBuffer());
          exchanges.push({ headers: request.headers, body, status: answer.status, responseBody });
          const out: Record<string, string> = {};
          for (const name of FORWARDED) {
            const value = answer.headers.get(name);
            if (value !== null) out[name] = value;
          }
          response.writeHead(answer.status, out).end(responseBody);
        })
        .catch((error: Error) => response.writeHead(502).end(error.message));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        exchanges,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
