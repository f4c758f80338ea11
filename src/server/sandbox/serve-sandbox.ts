/**
 * Serving the sandbox on its own: the `npm run sandbox` entry and integrators' test suites.
 */
import { hostsFor } from '../http/origin-guard.ts';
import { listen } from '../http/listen.ts';
import { createSandbox } from './app.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxDeps } from './state.ts';

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
  const sandbox = createSandbox(config, {
    selfUrl: () => self.origin,
    allowedHosts: () => self.hosts,
    ...deps,
  });
  const running = await listen(sandbox.app, config.host, config.port, sandbox.queryLane());
  self.origin = running.origin;
  self.hosts = hostsFor(config.host, running.port);
  return { url: running.origin, close: running.close };
}
