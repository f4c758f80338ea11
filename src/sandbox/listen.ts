/**
 * Starting and stopping a real HTTP server for a fetch handler, shared by the standalone sandbox
 * and the console server. Port 0 picks a free port; the returned URL carries the real one.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { createSandboxApp } from './app.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxDeps } from './state.ts';
import { hostsFor } from './origin-guard.ts';

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

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Serves `app` on `host:port` and resolves once it listens (rejects with `PortInUseError`). */
export function listen(app: Hono, host: string, port: number): Promise<RunningServer> {
  // overrideGlobalObjects: false keeps Node's own Request/Response, so embedding the server
  // in another process (tests, Vite) does not swap that process's globals.
  const server = createAdaptorServer({
    fetch: app.fetch,
    hostname: host,
    overrideGlobalObjects: false,
  }) as Server;
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

/**
 * Starts the sandbox on its own (the `npm run sandbox` entry and integrators' test suites):
 * routes at the root, so the base URL is the returned `url`.
 */
export async function startSandboxServer(
  config: SandboxConfig,
  deps: SandboxDeps = {},
): Promise<{ url: string; close(): Promise<void> }> {
  // Known once listening: webhooks to the built-in inbox then go over real HTTP.
  const self: { origin?: string; hosts?: string[] } = {};
  const app = createSandboxApp(config, {
    selfUrl: () => self.origin,
    allowedHosts: () => self.hosts,
    ...deps,
  });
  const running = await listen(app, config.host, config.port);
  self.origin = running.origin;
  self.hosts = hostsFor(config.host, running.port);
  return { url: running.origin, close: running.close };
}
