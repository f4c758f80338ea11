/**
 * A console server of a test's own on 127.0.0.1 (in team mode or not, docs/team.md), with a
 * throwaway `dist/` holding only `index.html`, and the headers team tests send.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConsoleServer, type ConsoleAppOptions } from '../console/serve-console.ts';
import { defaultSandboxConfig } from '../sandbox/config.ts';

export const TEAM_TOKEN = 'team-token-0123456789abcdef';
export const TEST_INDEX = '<!doctype html><title>Signing Console</title>';
export const BEARER = { Authorization: `Bearer ${TEAM_TOKEN}` };
export const JSON_TYPE = { 'Content-Type': 'application/json' };

type Options = Partial<Omit<ConsoleAppOptions, 'distDir'>> & { extraHosts?: readonly string[] };

/** Starts the console (the default sandbox unless given); `close` also removes its `dist/`. */
export async function startTestConsole(
  options: Options = {},
): Promise<{ url: string; origin: string; close(): Promise<void> }> {
  const distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  writeFileSync(join(distDir, 'index.html'), TEST_INDEX);
  const server = await startConsoleServer({
    sandbox: defaultSandboxConfig(),
    ...options,
    host: '127.0.0.1',
    port: 0,
    distDir,
  });
  return {
    url: server.url,
    origin: server.url.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
