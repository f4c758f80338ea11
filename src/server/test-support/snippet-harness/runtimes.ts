/**
 * Test support for the snippet suites: which language runtimes this machine has, and how to run
 * a generated program with one. A missing runtime is reported as skipped, except on CI
 * (`CI` set), where the suites fail instead so a runtime cannot silently drop out.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnippetLanguageId } from '../../../core/snippets/languages.ts';

interface Runtime {
  /** Commands that must be on PATH. */
  needs: string[];
  /** The command line that runs `file` from its folder, as the panel tells the user. */
  argv(file: string): string[];
}

export const RUNTIMES: Record<SnippetLanguageId, Runtime> = {
  curl: { needs: ['bash', 'openssl', 'curl'], argv: (file) => ['bash', file] },
  node: { needs: ['node'], argv: (file) => ['node', file] },
  python: { needs: ['python3'], argv: (file) => ['python3', file] },
  java: { needs: ['java'], argv: (file) => ['java', file] },
  go: { needs: ['go'], argv: (file) => ['go', 'run', file] },
  php: { needs: ['php'], argv: (file) => ['php', file] },
};

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  try {
    execFileSync('/bin/sh', ['-c', `command -v "${command}"`], { stdio: 'ignore', env });
    return true;
  } catch {
    return false;
  }
}

/** The commands a language lacks on this machine (empty when it can run). */
export function missingCommands(
  id: SnippetLanguageId,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return RUNTIMES[id].needs.filter((command) => !onPath(command, env));
}

/** True when the suite may skip this language: it is missing and this is not CI. */
export function maySkip(id: SnippetLanguageId, env: NodeJS.ProcessEnv = process.env): boolean {
  return missingCommands(id, env).length > 0 && !env.CI;
}

/** Throws on CI when a runtime is missing, so the test fails instead of passing silently. */
export function requireRuntime(id: SnippetLanguageId, env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingCommands(id, env);
  if (missing.length > 0) {
    throw new Error(`${id}: ${missing.join(', ')} not installed (install it in .ci/run).`);
  }
}

/**
 * Environment for running programs: a persistent Go build cache in the temp folder (Go needs a
 * writable GOCACHE, and reuse keeps later runs fast) and a quicker JIT for `java File.java`.
 */
export function runtimeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GOCACHE: join(tmpdir(), 'signing-console-gocache'),
    JDK_JAVA_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto',
  };
  delete env.API_SECRET;
  delete env.SUCCESS_CODE;
  delete env.MERCHANT_ID;
  return { ...env, ...extra };
}
