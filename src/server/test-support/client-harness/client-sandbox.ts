/**
 * Test support for the API-client exports: a real sandbox on a free port with orders to query,
 * its fault switch for a corrupt response sign, its traffic log, and a way to run a client's CLI
 * and read its exit status. Expected signs are computed with node:crypto here, never with the
 * project's signing code.
 */
import type { TrafficEntry } from '../../../core/sandbox-api/traffic.ts';
import { SANDBOX_ROUTES } from '../../../core/sandbox-api/routes.ts';
import { adminCall } from '../admin-client.ts';
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_MERCHANT } from '../../../core/protocol/demo-merchant.ts';
import { TRICKY_GOODS_NAME, TRICKY_ORDER_NO } from '../../../core/snippets/tricky-body.ts';
import { defaultSandboxConfig } from '../../sandbox/config.ts';
import { startSandboxServer } from '../../sandbox/serve-sandbox.ts';

export const SECRET = DEMO_MERCHANT.testSecret;
export const MERCHANT = DEMO_MERCHANT.merchantId;

/** Bodies every export must carry byte for byte: compact, non-ASCII, and pretty (spec 5.2 rule 1). */
export const EXPORT_BODIES = {
  compact: '{"merchant_order_no":"CLI-1"}',
  nonAscii: '{"merchant_order_no":"CLI-2","goods_name":"咖啡 ☕ café 😀"}',
  pretty: '{\n  "merchant_order_no": "CLI-1",\n  "goods_name": "T-shirt"\n}',
} as const;

/** The secret in every form a careless export could hold it. */
export function secretForms(secret: string = SECRET): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  return [secret, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')];
}

/** A traffic entry, as the route table types it. */
export type TrafficRow = TrafficEntry;

export interface ClientSandbox {
  url: string;
  setCorruptResponseSign(on: boolean): Promise<void>;
  /** API requests in the traffic log, newest first. */
  traffic(): Promise<TrafficRow[]>;
  clearTraffic(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a sandbox on 127.0.0.1 and a free port, with the orders the export bodies ask for. */
export async function startClientSandbox(): Promise<ClientSandbox> {
  const sandbox = await startSandboxServer({
    ...defaultSandboxConfig(),
    host: '127.0.0.1',
    port: 0,
  });
  const admin = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/_sandbox${path}`, init);
  for (const order of [
    { merchant_order_no: 'CLI-1', goods_name: 'T-shirt' },
    { merchant_order_no: 'CLI-2', goods_name: '咖啡 ☕ café 😀' },
    { merchant_order_no: TRICKY_ORDER_NO, goods_name: TRICKY_GOODS_NAME },
  ]) {
    const created = await admin('/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...order, trans_amount: { currency: 'USD', value: '10.00' } }),
    });
    if (created.status !== 201) throw new Error(`seeding failed: ${await created.text()}`);
  }
  return {
    url: sandbox.url,
    async setCorruptResponseSign(on) {
      const answer = await admin('/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ corrupt_response_sign: on }),
      });
      if (!answer.ok) throw new Error(`fault switch failed: ${await answer.text()}`);
    },
    async traffic() {
      const rows = await adminCall(sandbox.url, SANDBOX_ROUTES.listRequests);
      return rows.filter((row) => row.kind === 'api');
    },
    async clearTraffic() {
      await admin('/requests', { method: 'DELETE' });
    },
    close: sandbox.close,
  };
}

/** Whether a traffic row's X-Sign is the HMAC of its own fields with `secret` (node:crypto). */
export function rowSignVerifies(row: TrafficRow, secret: string = SECRET): boolean {
  const expected = createHmac('sha256', secret)
    .update(`${row.merchantId}\n${row.timestamp}\n${row.nonce}\n${row.body}`, 'utf8')
    .digest('hex');
  return row.receivedSign === expected;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command (no shell) and resolves with its exit status and output; never rejects. */
export function runCli(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: { ...process.env, NO_COLOR: '1', ...options.env },
        timeout: 120_000,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The project's own copy of a CLI (node_modules/.bin). */
export const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

const made: string[] = [];

/** A fresh temp folder, removed by `removeTempDirs`. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
