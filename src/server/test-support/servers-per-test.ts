/**
 * Servers a test starts on 127.0.0.1 and a free port, each closed when that test ends (Vitest's
 * `afterEach`), so no listener outlives its test; and the sandbox's fault switch as the admin API
 * takes it (`PUT /_sandbox/faults`, docs/sandbox.md "Faults").
 */
import { afterEach } from 'vitest';
import { defaultSandboxConfig, type SandboxConfig } from '../sandbox/config.ts';
import { startSandboxServer } from '../sandbox/serve-sandbox.ts';
import { startTestServer } from './sandbox-client.ts';

type Handle = Parameters<typeof startTestServer>[0];

/** Registers the clean-up once per test file; call at the top level of the file. */
export function serversPerTest() {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  return {
    /** A sandbox on the default config, optionally changed; answers its base URL. */
    async sandbox(change: Partial<SandboxConfig> = {}): Promise<string> {
      const server = await startSandboxServer({
        ...defaultSandboxConfig(),
        host: '127.0.0.1',
        port: 0,
        ...change,
      });
      closers.push(server.close);
      return server.url;
    },
    /** A server written for the test (`startTestServer`); answers its origin. */
    async endpoint(handle: Handle): Promise<string> {
      const server = await startTestServer(handle);
      closers.push(server.close);
      return server.origin;
    },
  };
}

/** Switches the sandbox's faults; answers the status and the faults the sandbox reports. */
export async function putFaults(base: string, faults: object) {
  const response = await fetch(`${base}/_sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
