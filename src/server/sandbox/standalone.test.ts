// Runs the real `npm run sandbox` entry in a child process: what an integrator sees.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_MERCHANT } from '../../core/protocol/demo-merchant.ts';

const ENTRY = fileURLToPath(new URL('./standalone.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the entry; resolves when it exits, or when `until` matches stdout (then kills it). */
function run(env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result: Run = { code: null, stdout: '', stderr: '' };
    const timer = setTimeout(() => child.kill(), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      result.stdout += chunk.toString();
      if (until?.test(result.stdout)) child.kill();
    });
    child.stderr.on('data', (chunk: Buffer) => (result.stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ...result, code });
    });
  });
}

describe('npm run sandbox (standalone.ts)', () => {
  it('prints the base URL and merchant, never a secret', async () => {
    const result = await run({ SANDBOX_PORT: '0' }, /Sandbox listening/);
    expect(result.stdout).toMatch(
      /^Sandbox listening on http:\/\/127\.0\.0\.1:\d+ \(base URL\), merchant M100001\n$/,
    );
    expect(result.stdout + result.stderr).not.toContain(DEMO_MERCHANT.testSecret);
    expect(result.stdout + result.stderr).not.toContain(DEMO_MERCHANT.productionSecret);
  }, 20_000);

  it('exits 1 with the config error, without echoing the secret', async () => {
    const result = await run({ SANDBOX_TEST_SECRET: 'has a space', SANDBOX_PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SANDBOX_TEST_SECRET is invalid');
    expect(result.stderr).not.toContain('has a space');
    expect(result.stdout).toBe('');
  }, 20_000);
});
