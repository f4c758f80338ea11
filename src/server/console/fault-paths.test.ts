// Every fault of the catalog through both servers that embed the sandbox at /sandbox: the Vite
// plugin (`npm run dev`) and the console server (`npm start`, with its security headers). Each
// query goes twice: with a declared length (the query lane may take it) and chunked (the lane
// always steps aside, so the app answers). All four answers must agree, and show the fault.
// Requests are signed and answers verified with node:crypto (test-support), never the product.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUERY_PATH } from '../../core/protocol/endpoint.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';
import { FAULT_CATALOG, type FaultKey } from '../sandbox/faults/fault-catalog.ts';
import { readResponse, signedQueryInit } from '../test-support/sandbox-client.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { startConsoleServer } from './serve-console.ts';
import { sandboxPlugin } from './vite-plugin.ts';
import type * as SandboxModule from '../sandbox/app.ts';

/** How many queries each sandbox's lane took, by the lane's prefix ('' in Vite, where connect
 * strips the mount path; `/sandbox` in the console server). */
const laneTook = vi.hoisted(() => new Map<string, number>());

// The real sandbox, with each lane it hands out counted: proves which path answered.
vi.mock('../sandbox/app.ts', async (importOriginal) => {
  const real = await importOriginal<typeof SandboxModule>();
  return {
    ...real,
    createSandbox: (...args: Parameters<typeof real.createSandbox>) => {
      const sandbox = real.createSandbox(...args);
      return {
        ...sandbox,
        queryLane: (options?: Parameters<typeof sandbox.queryLane>[0]) => {
          const lane = sandbox.queryLane(options);
          const prefix = options?.prefix ?? '';
          return (...request: Parameters<typeof lane>) => {
            const took = lane(...request);
            if (took) laneTook.set(prefix, (laneTook.get(prefix) ?? 0) + 1);
            return took;
          };
        },
      };
    },
  };
});

/** What a client sees of one answer, without what changes per answer (times, nonces, signs). */
type Outcome =
  | { dropped: true }
  | {
      status: number;
      code: unknown;
      msg: string;
      signed: boolean;
      verifies: boolean;
      contentType: string | null;
      exposed: string | null;
    };

/** The admin body that switches each fault on, and what a client sees when it is on. */
const SWITCH_ON: Record<FaultKey, { body: object; shows: (outcome: Outcome) => boolean }> = {
  'corrupt-response-sign': {
    body: { corrupt_response_sign: true },
    shows: (o) => 'signed' in o && o.signed && !o.verifies,
  },
  'amount-limit-2006': { body: { amount_limit_code: 2006 }, shows: (o) => codeOf(o) === 2006 },
  'amount-limit-5008': { body: { amount_limit_code: 5008 }, shows: (o) => codeOf(o) === 5008 },
  'drop-connection': { body: { drop_connection: true }, shows: (o) => 'dropped' in o },
  // A delay changes only when the answer comes: no timing assertion, the answer must be normal.
  delayMs: { body: { delay_ms: 20 }, shows: (o) => codeOf(o) === 0 },
  clockSkewSeconds: { body: { clock_skew_seconds: 600 }, shows: (o) => codeOf(o) === 1002 },
};

const ALL_OFF = {
  corrupt_response_sign: false,
  drop_connection: false,
  amount_limit_code: null,
  delay_ms: 0,
  clock_skew_seconds: 0,
};

/** Every fault of the catalog: a fault added there is run here, or this test does not compile. */
const FAULT_KEYS = Object.keys(FAULT_CATALOG) as FaultKey[];

const codeOf = (outcome: Outcome) => ('code' in outcome ? outcome.code : undefined);

let distDir: string;
let vite: ViteDevServer;
let consoleServer: { url: string; close(): Promise<void> };
/** The two servers' `/sandbox` bases. */
const bases: { name: string; base: string; securityHeaders: boolean }[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'fault-paths-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>x</title>');
  vite = await createServer({
    configFile: false,
    root: distDir,
    logLevel: 'silent',
    plugins: [sandboxPlugin({ proxy: {} })],
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
  });
  await vite.listen();
  const viteOrigin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  consoleServer = await startConsoleServer({
    host: '127.0.0.1',
    port: 0,
    distDir,
    sandbox: defaultSandboxConfig(),
  });
  bases.push(
    { name: 'dev plugin', base: `${viteOrigin}/sandbox`, securityHeaders: false },
    { name: 'console server', base: `${consoleServer.url}sandbox`, securityHeaders: true },
  );
}, 30_000);

afterAll(async () => {
  await vite?.close();
  await consoleServer?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function putFaults(base: string, body: object): Promise<void> {
  const response = await fetch(`${base}/_sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
}

/** A signed query, with a declared length or chunked (a stream body has no declared length). */
async function send(base: string, chunked: boolean, securityHeaders: boolean): Promise<Outcome> {
  const init = signedQueryInit();
  const bytes = new TextEncoder().encode(init.body as string);
  const body = chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      })
    : bytes;
  let response: Response;
  try {
    response = await fetch(`${base}${QUERY_PATH}`, {
      ...init,
      body,
      duplex: 'half',
    } as RequestInit);
  } catch {
    return { dropped: true };
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name)).toBe(securityHeaders ? value : null);
  }
  const read = await readResponse(response);
  return {
    status: read.status,
    code: read.envelope.code,
    // Times in a message (the clock-skew answer names both clocks) differ from one answer to the next.
    msg: read.envelope.msg.replace(/\d+/g, 'N'),
    signed: read.signed,
    verifies: read.verifies,
    contentType: read.headers.get('Content-Type'),
    exposed: read.headers.get('Access-Control-Expose-Headers'),
  };
}

describe('every fault through the dev plugin and the console server', () => {
  it('has a switch in this test for every fault of the catalog', () => {
    expect(Object.keys(SWITCH_ON).sort()).toEqual([...FAULT_KEYS].sort());
  });

  it('answers a signed query with a declared length through the same lane in both servers', async () => {
    for (const { base, securityHeaders } of bases) {
      await putFaults(base, ALL_OFF);
      laneTook.clear();
      expect(await send(base, false, securityHeaders)).toMatchObject({ code: 0, verifies: true });
      expect([...laneTook.values()]).toEqual([1]);
      // Chunked, the body has no declared size: the lane steps aside and the app answers.
      expect(await send(base, true, securityHeaders)).toMatchObject({ code: 0, verifies: true });
      expect([...laneTook.values()]).toEqual([1]);
    }
  });

  it.each(['none', ...FAULT_KEYS] as const)(
    'answers alike with %s on, through the lane and through the app',
    async (key) => {
      const outcomes: Record<string, Outcome> = {};
      for (const { name, base, securityHeaders } of bases) {
        await putFaults(base, ALL_OFF);
        if (key !== 'none') await putFaults(base, SWITCH_ON[key].body);
        try {
          outcomes[`${name}, declared length`] = await send(base, false, securityHeaders);
          outcomes[`${name}, chunked`] = await send(base, true, securityHeaders);
        } finally {
          await putFaults(base, ALL_OFF);
        }
      }
      const [first, ...rest] = Object.values(outcomes);
      for (const outcome of rest) expect(outcome).toEqual(first);
      if (key === 'none') expect(first).toMatchObject({ status: 200, code: 0, verifies: true });
      else expect(SWITCH_ON[key].shows(first!)).toBe(true);
    },
    20_000,
  );
});
