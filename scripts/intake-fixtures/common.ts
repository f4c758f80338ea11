/**
 * What every intake fixture capture shares: the one signed query all fixtures carry, the signed
 * answer a local server gives, the manifest entry each fixture gets, and small process helpers.
 * The signs here are node:crypto HMACs (spec 5.1 payload, spec 5.3 for the answer); the test
 * that reads the fixtures computes its own.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FixtureEntry } from '../../src/core/intake/fixtures/fixture-manifest.ts';

export const run = promisify(execFile);
export const OUT = new URL('../../src/core/intake/fixtures/programs/', import.meta.url);
export const SECRET = 'test_sk_4f9a2c7e1b3d';
export const MERCHANT = 'M100001';
export const TIMESTAMP = '1764000000';
export const NONCE = 'fx-nonce-0123456789abcdef';
export const BODY = '{"merchant_order_no":"ORD-€1","note":"it\'s \\"fine\\""}';
export const PATH = '/api/v1/payments/query';
/** The sandbox's answer to the query, signed over its own raw body (spec 5.3). */
export const RESPONSE_BODY = '{"code":0,"msg":"success","data":{"status":"PAID"}}';
export const RESPONSE_TIMESTAMP = '1764000001';
export const RESPONSE_NONCE = 'fx-reply-fedcba9876543210';
export const tmp = mkdtempSync(join(tmpdir(), 'intake-fixtures-'));

export function hmac(merchant: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', SECRET)
    .update(`${merchant}\n${timestamp}\n${nonce}\n${body}`)
    .digest('hex');
}

export const SIGN = hmac(MERCHANT, TIMESTAMP, NONCE, BODY);
export const RESPONSE_SIGN = hmac(MERCHANT, RESPONSE_TIMESTAMP, RESPONSE_NONCE, RESPONSE_BODY);

/** The query's headers in the order an integrator sets them. */
export const HEADERS: Array<[string, string]> = [
  ['Content-Type', 'application/json'],
  ['X-MerchantID', MERCHANT],
  ['X-Timestamp', TIMESTAMP],
  ['X-Nonce', NONCE],
  ['X-Sign', SIGN],
];

export const manifest: FixtureEntry[] = [];

export function save(
  file: string,
  bytes: string | Buffer,
  fixture: Omit<FixtureEntry, 'file'>,
): void {
  writeFileSync(new URL(file, OUT), bytes);
  manifest.push({ file, ...fixture });
}

export const env = {
  ...process.env,
  SECRET,
  MERCHANT,
  TIMESTAMP,
  NONCE,
  BODY,
  API_PATH: PATH,
  GOCACHE: join(tmp, 'go'),
  HOME: tmp,
};

export async function firstLine(
  cmd: string,
  args: string[],
  stream: 'stdout' | 'stderr' = 'stdout',
) {
  const out = await run(cmd, args, { env });
  return out[stream].split('\n')[0]!.trim();
}

/** A free loopback port: listen on 0, read it, close. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The tiny upstream the proxies and the capture talk to: reads the body, answers signed. */
export async function signedUpstream(): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(RESPONSE_BODY),
        'X-MerchantID': MERCHANT,
        'X-Timestamp': RESPONSE_TIMESTAMP,
        'X-Nonce': RESPONSE_NONCE,
        'X-Sign': RESPONSE_SIGN,
        Connection: 'close',
      });
      res.end(RESPONSE_BODY);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** Sends the signed query with curl (a real client) and returns its exit. */
export async function sendQuery(port: number): Promise<void> {
  const bodyFile = join(tmp, 'query-body.json');
  writeFileSync(bodyFile, BODY);
  await run('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '--max-time',
    '30',
    ...HEADERS.flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '--data-binary',
    `@${bodyFile}`,
    `http://127.0.0.1:${port}${PATH}`,
  ]);
}

/** Whether something accepts connections on a loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a long-running program and resolves once its output shows `ready`, or, given a
 * `probe` port, once that port accepts connections.
 */
export function startUntil(
  cmd: string,
  args: string[],
  ready: RegExp,
  options: { probe?: number; env?: Record<string, string> } = {},
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(cmd, args, {
    env: { ...env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!settled) resolve({ child, output: () => text });
      settled = true;
    };
    const seen = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (options.probe === undefined && ready.test(text)) done();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`${cmd} exited ${code} before ready:\n${text}`));
      settled = true;
    });
    const probe = options.probe;
    if (probe !== undefined) {
      void (async () => {
        for (let i = 0; i < 600 && !settled; i++) {
          if (await accepts(probe)) return done();
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
    }
    setTimeout(() => {
      if (!settled) reject(new Error(`${cmd} not ready after 60 s:\n${text}`));
    }, 60_000).unref();
  });
}

/** Stops a child and waits for it to exit. */
export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
