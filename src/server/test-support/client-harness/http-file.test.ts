/**
 * The .http export, run by httpyac (`httpyac send FILE --all --var ...`) against a real sandbox:
 * exit 0 with the right secret and the query accepted in the traffic log; non-zero when the
 * response sign is corrupt (spec 5.3 rule 5) or the secret is wrong (HTTP 401). Signs are
 * checked with node:crypto, never with the project's signing code.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFile } from '../../../core/snippets/clients/http-file.ts';
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
  dir = await tempDir('http-file-');
});

afterAll(async () => {
  await sandbox?.close();
  await removeTempDirs();
});

/** Writes the export for `body` and runs it with httpyac from its folder. */
async function httpyac(body: string, vars: Record<string, string>) {
  await writeFile(
    join(dir, 'query.http'),
    httpFile({ baseUrl: 'http://unused.invalid', merchantId: MERCHANT, body }),
  );
  const args = ['send', 'query.http', '--all'];
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}=${value}`);
  await sandbox.clearTraffic();
  const run = await runCli(bin('httpyac'), args, { cwd: dir });
  return {
    run,
    traffic: await sandbox.traffic(),
    text: await readFile(join(dir, 'query.http'), 'utf8'),
  };
}

describe('the .http file run by httpyac', { timeout: 120_000 }, () => {
  it.each(Object.entries(EXPORT_BODIES))(
    'signs the %s body as sent and verifies the response (exit 0)',
    async (_name, body) => {
      const { run, traffic, text } = await httpyac(body, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toContain('✓ response signature verifies');
      expect(traffic).toHaveLength(1);
      const [row] = traffic;
      expect(row).toMatchObject({ status: 200, code: 0, merchantId: MERCHANT, body });
      expect(row!.timestamp).toMatch(/^\d{10}$/);
      expect(row!.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(rowSignVerifies(row!)).toBe(true);
      for (const form of secretForms()) expect(text).not.toContain(form);
    },
  );

  it('signs whatever httpyac sends of a body with tabs and CR LF, so it still verifies', async () => {
    const { run, traffic } = await httpyac(TRICKY_BODY, {
      api_secret: SECRET,
      base_url: sandbox.url,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // A .http file is read line by line: its lines end in LF, so the CR before one is lost.
    expect(traffic[0]).toMatchObject({ status: 200, body: TRICKY_BODY.replace(/\r\n/g, '\n') });
    expect(rowSignVerifies(traffic[0]!)).toBe(true);
  });

  it('signs the body with its variables resolved, as it is sent', async () => {
    const { run, traffic } = await httpyac(
      '{"merchant_order_no":"CLI-1","goods_name":"{{merchant_id}}"}',
      { api_secret: SECRET, base_url: sandbox.url },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(traffic[0]?.body).toBe(`{"merchant_order_no":"CLI-1","goods_name":"${MERCHANT}"}`);
    expect(rowSignVerifies(traffic[0]!)).toBe(true);
  });

  it('exits non-zero when the response sign is corrupt, though the sandbox accepted the query', async () => {
    await sandbox.setCorruptResponseSign(true);
    try {
      const { run, traffic } = await httpyac(EXPORT_BODIES.compact, {
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

  it('exits non-zero with a wrong secret, the sandbox answering 401', async () => {
    const { run, traffic } = await httpyac(EXPORT_BODIES.nonAscii, {
      api_secret: 'test_sk_not_the_right_one',
      base_url: sandbox.url,
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('401');
    expect(traffic.map((row) => row.status)).toEqual([401]);
    expect(rowSignVerifies(traffic[0]!, 'test_sk_not_the_right_one')).toBe(true);
  });

  it('sends nothing and names api_secret when it is not set', async () => {
    const { run, traffic } = await httpyac(EXPORT_BODIES.compact, { base_url: sandbox.url });
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('api_secret');
    expect(traffic).toEqual([]);
  });
});
