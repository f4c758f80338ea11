/**
 * The Bruno export, zipped as the console zips it and unpacked, run by the Bruno CLI (`bru run`)
 * in its default safe sandbox against a real sandbox: green with the right secret and the query
 * accepted in the traffic log; red when the response sign is corrupt (spec 5.3 rule 5) or the
 * secret is wrong (HTTP 401). Signs are checked with node:crypto, never with the project's code.
 */
import { unzipSync, zipSync } from 'fflate';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brunoCollection } from '../../../core/snippets/clients/bruno-collection.ts';
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

beforeAll(async () => {
  sandbox = await startClientSandbox();
});

afterAll(async () => {
  await sandbox?.close();
  await removeTempDirs();
});

const exportFor = (body: string) =>
  brunoCollection({ baseUrl: 'http://unused.invalid', merchantId: MERCHANT, body });

/** Zips the export, unpacks it into a fresh folder and runs `bru run` there. */
async function bru(body: string, vars: Record<string, string>) {
  const files = exportFor(body);
  const zip = zipSync(
    Object.fromEntries(files.map((file) => [file.path, new TextEncoder().encode(file.text)])),
  );
  const dir = await tempDir('bruno-');
  for (const [path, bytes] of Object.entries(unzipSync(zip))) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), bytes);
  }
  // Safe mode is bru's default; named here so the suite proves the scripts run in it.
  const args = ['run', '-r', '--env', 'sandbox', '--sandbox', 'safe'];
  for (const [name, value] of Object.entries(vars)) args.push('--env-var', `${name}=${value}`);
  await sandbox.clearTraffic();
  const run = await runCli(bin('bru'), args, { cwd: dir });
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file.path), 'utf8')));
  return { run, traffic: await sandbox.traffic(), texts };
}

describe('the Bruno collection run by bru', { timeout: 120_000 }, () => {
  it.each([...Object.entries(EXPORT_BODIES), ['tricky (tab, CR LF, quotes, emoji)', TRICKY_BODY]])(
    'signs the %s body as sent and verifies the response (green)',
    async (_name, body) => {
      const { run, traffic, texts } = await bru(body, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(traffic).toHaveLength(1);
      const [row] = traffic;
      expect(row).toMatchObject({ status: 200, code: 0, merchantId: MERCHANT, body });
      expect(row!.timestamp).toMatch(/^\d{10}$/);
      expect(row!.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(rowSignVerifies(row!)).toBe(true);
      for (const text of texts) for (const form of secretForms()) expect(text).not.toContain(form);
    },
  );

  it('signs the body with its variables resolved, as it is sent', async () => {
    const { run, traffic } = await bru(
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
      const { run, traffic } = await bru(EXPORT_BODIES.compact, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(run.code).not.toBe(0);
      expect(run.stdout).toContain('X-Sign does not verify');
      expect(traffic.map((row) => [row.status, row.code])).toEqual([[200, 0]]);
    } finally {
      await sandbox.setCorruptResponseSign(false);
    }
  });

  it('fails the run with a wrong secret, the sandbox answering 401', async () => {
    const { run, traffic } = await bru(EXPORT_BODIES.nonAscii, {
      api_secret: 'test_sk_not_the_right_one',
      base_url: sandbox.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('401');
    expect(traffic.map((row) => row.status)).toEqual([401]);
    expect(rowSignVerifies(traffic[0]!, 'test_sk_not_the_right_one')).toBe(true);
  });

  it('fails the run and names api_secret when it is not set', async () => {
    const { run } = await bru(EXPORT_BODIES.compact, { base_url: sandbox.url });
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('api_secret');
  });
});
