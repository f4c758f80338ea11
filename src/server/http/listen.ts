/**
 * Starting and stopping a real HTTP server for a fetch handler, shared by the standalone sandbox
 * and the console server. Port 0 picks a free port; the returned URL carries the real one.
 */
import { getRequestListener, type HttpBindings, type Http2Bindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Buffer } from 'node:buffer';
import { createServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { SANDBOX_CODE } from '../../core/protocol/result-codes.ts';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { outgoingHeaders, unreadText } from './text-response.ts';
import { sendAtEndOfTurn } from './end-of-turn.ts';

/**
 * A fast lane in front of an app: answers a request straight from Node's objects and returns
 * true, or returns false and leaves it to the app.
 */
export type NodeLane = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** A listening server: its origin (`http://host:port`, no trailing slash) and a way to stop it. */
export interface RunningServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Thrown when the port is taken, so entry points can print a clear message and exit 1. */
export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(
      `Port ${port} on ${host} is already in use; stop the other server or choose another port.`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * The largest request head the servers read (Node's default is 16 KiB): a 64 KB header still
 * reaches the checks and gets the spec's envelope; past this, the answer is a 431 envelope.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/** The envelope (spec 2) for a request whose headers are over {@link MAX_HEADER_BYTES}. */
const HEADERS_TOO_LARGE_BODY = JSON.stringify({
  code: SANDBOX_CODE.badRequest,
  msg: `The request headers are larger than ${MAX_HEADER_BYTES} bytes, the server's limit; send the four headers of spec 5.1 at their usual size.`,
  data: null,
});

/**
 * Answers what Node's parser refuses before any route runs: headers over the limit get a 431
 * with the envelope (unsigned: no merchant was read), other malformed requests a bare 400. A
 * socket that is already gone (a client that hung up) is left alone; it is no server error.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const body = Buffer.from(HEADERS_TOO_LARGE_BODY);
    socket.end(
      `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${HEADERS_TOO_LARGE_BODY}`,
    );
    return;
  }
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The app as the Node adaptor calls it. A signed envelope (`respond.ts`) is written straight to
 * the socket from the text it was built and signed from, with the headers it ends up with after
 * every middleware: the very bytes the X-Sign covers (spec 5.3), without the adaptor reading
 * them back out of the Response's web stream. Any other response goes through the adaptor.
 */
function serveFetch(app: Pick<Hono, 'fetch'>) {
  return async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const response = await app.fetch(request, env);
    const text = unreadText(response);
    const outgoing = env.outgoing;
    if (text === undefined || !(outgoing instanceof ServerResponse) || outgoing.headersSent) {
      return response;
    }
    sendAtEndOfTurn(outgoing, response.status, outgoingHeaders(response), text);
    return RESPONSE_ALREADY_SENT;
  };
}

/**
 * Serves `app` on `host:port` and resolves once it listens (rejects with `PortInUseError`);
 * `lane`, when given, answers the requests it takes before the app sees them (`query-lane.ts`).
 */
export function listen(
  app: Pick<Hono, 'fetch'>,
  host: string,
  port: number,
  lane?: NodeLane,
): Promise<RunningServer> {
  // overrideGlobalObjects: false keeps Node's own Request/Response, so embedding the server
  // in another process (tests, Vite) does not swap that process's globals.
  const toApp = getRequestListener(serveFetch(app), {
    hostname: host,
    overrideGlobalObjects: false,
  });
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (incoming, outgoing) => {
    if (!lane?.(incoming, outgoing)) void toApp(incoming, outgoing);
  });
  server.on('clientError', answerClientError);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    });
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        origin: originOf(host, actual),
        port: actual,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections would hold close() open until they time out.
            server.closeAllConnections();
          }),
      });
    });
  });
}
