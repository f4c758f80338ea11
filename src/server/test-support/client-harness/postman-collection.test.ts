/**
 * The Postman export, run by newman (Postman's own runtime) against a real sandbox: green with
 * the right secret and the query accepted in the sandbox's traffic log; red when the response
 * sign is corrupt (spec 5.3 rule 5) or the secret is wrong (HTTP 401). Signs are checked with
 * node:crypto, never with the project's signing code.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmanCollection } from '../../../core/snippets/clients/postman-collection.ts';
import { TRICKY_BODY } from '../../../core/snippets/tricky-body.ts';
import {
  EXPORT_BODIES,
  MERCHANT,
  SECRET,
  bin,
  removeTempDirs,
  rowSignVerifies,
  runCli,
  secretForms,
  startClientSandbox,
  tempDir,
  type ClientSandbox,
} from './client-sandbox.ts';

let sandbox: ClientSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startClientSandbox();
  dir = await tempDir('postman-');
});

afterAll(async () => {
  await sandbox?.close();
  await removeTempDirs();
});

/** Writes the export for `body` (with a base URL the run overrides) and runs it with newman. */
async function newman(body: string, vars: Record<string, string>) {
  const file = join(dir, `collection-${Object.keys(EXPORT_BODIES).length}-${Date.now()}.json`);
  await writeFile(
    file,
    postmanCollection({ baseUrl: 'http://unused.invalid', merchantId: MERCHANT, body }),
  );
  const args = ['run', file, '--reporters', 'cli', '--disable-unicode'];
  for (const [name, value] of Object.entries(vars)) args.push('--env-var', `${name}=${value}`);
  await sandbox.clearTraffic();
  const run = await runCli(bin('newman'), args);
  return { run, traffic: await sandbox.traffic(), text: await readFile(file, 'utf8') };
}

describe('the Postman collection run by newman', { timeout: 120_000 }, () => {
  it.each([...Object.entries(EXPORT_BODIES), ['tricky (tab, CR LF, quotes, emoji)', TRICKY_BODY]])(
    'signs the %s body as sent and verifies the response (green)',
    async (_name, body) => {
      const { run, traffic, text } = await newman(body, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(traffic).toHaveLength(1);
      const [row] = traffic;
      expect(row).toMatchObject({ status: 200, code: 0, merchantId: MERCHANT, body });
      expect(row!.timestamp).toMatch(/^\d{10}$/);
      expect(Math.abs(Number(row!.timestamp) - Date.now() / 1000)).toBeLessThan(300);
      expect(row!.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(rowSignVerifies(row!)).toBe(true);
      for (const form of secretForms()) expect(text).not.toContain(form);
    },
  );

  it('signs the body with its variables resolved, as Postman sends it', async () => {
    const { run, traffic } = await newman(
      '{"merchant_order_no":"CLI-1","goods_name":"{{merchant_id}}"}',
      { api_secret: SECRET, base_url: sandbox.url },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(traffic[0]?.body).toBe(`{"merchant_order_no":"CLI-1","goods_name":"${MERCHANT}"}`);
    expect(rowSignVerifies(traffic[0]!)).toBe(true);
  });

  it('fails the run when the response sign is corrupt, though the sandbox accepted the query', async () => {
    await sandbox.setCorruptResponseSign(true);
    try {
      const { run, traffic } = await newman(EXPORT_BODIES.compact, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(run.code).not.toBe(0);
      expect(run.stdout).toMatch(/response signature verifies[\s\S]*AssertionError/);
      expect(traffic.map((row) => [row.status, row.code])).toEqual([[200, 0]]);
    } finally {
      await sandbox.setCorruptResponseSign(false);
    }
  });

  it('fails the run with a wrong secret, the sandbox answering 401', async () => {
    const { run, traffic } = await newman(EXPORT_BODIES.compact, {
      api_secret: 'test_sk_not_the_right_one',
      base_url: sandbox.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('401');
    expect(traffic.map((row) => row.status)).toEqual([401]);
    expect(rowSignVerifies(traffic[0]!, 'test_sk_not_the_right_one')).toBe(true);
  });

  it('fails the run and names api_secret when it is not set', async () => {
    const { run } = await newman(EXPORT_BODIES.compact, { base_url: sandbox.url });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('api_secret');
  });
});
