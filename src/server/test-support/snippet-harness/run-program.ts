/**
 * Test support: writes a generated program to a temp folder and runs it, or starts it as a
 * server and waits until it says it listens. Runs are asynchronous so a sandbox in the same
 * process keeps answering.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnippetLanguageId } from '../../../core/snippets/languages.ts';
import { RUNTIMES, runtimeEnv } from './runtimes.ts';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

const written: string[] = [];

/** Writes `source` as `fileName` in a fresh temp folder; returns the folder. */
export async function writeProgram(fileName: string, source: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'snippet-'));
  written.push(dir);
  await writeFile(join(dir, fileName), source, 'utf8');
  return dir;
}

/** Removes every folder `writeProgram` made; call it after a suite. */
export async function removePrograms(): Promise<void> {
  const dirs = written.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

// The first run of a compiled language fills its caches; later runs wait for it instead of
// all compiling the same standard library at once.
const firstRuns = new Map<SnippetLanguageId, Promise<unknown>>();

/** Runs the program file in `dir` with its language's command and the given environment. */
export async function runProgram(
  id: SnippetLanguageId,
  dir: string,
  fileName: string,
  env: Record<string, string>,
): Promise<RunResult> {
  const [command, ...args] = RUNTIMES[id].argv(fileName) as [string, ...string[]];
  const run = () =>
    new Promise<RunResult>((resolve) => {
      execFile(
        command,
        args,
        { cwd: dir, env: runtimeEnv(env), timeout: 120_000, encoding: 'utf8' },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  const first = firstRuns.get(id);
  if (first) {
    await first;
    return run();
  }
  const result = run();
  firstRuns.set(id, result);
  return result;
}

/** A free TCP port on 127.0.0.1 (for programs that take their port from `PORT`). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProgram {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Each language's words when its port was taken between `freePort` and its own listen. */
const PORT_TAKEN = /address already in use|EADDRINUSE/i;

class PortTakenError extends Error {}

/**
 * How to start a server another way than its language's command with `PORT` set (`php -S`, a
 * class path for `java`): the command line for a port, and what it prints once it listens.
 */
export interface Launch {
  argv(port: number): string[];
  ready: string;
}

/**
 * Starts a server program on a free port and resolves once it prints `listening on`. A port
 * found free can be taken by another test's socket before the program binds it, so a program
 * that exits saying so is started again on another port.
 */
export async function startProgram(
  id: SnippetLanguageId,
  dir: string,
  fileName: string,
  env: Record<string, string>,
  launch?: Launch,
): Promise<RunningProgram> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startProgramOnce(id, dir, fileName, env, launch);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

async function startProgramOnce(
  id: SnippetLanguageId,
  dir: string,
  fileName: string,
  env: Record<string, string>,
  launch?: Launch,
): Promise<RunningProgram> {
  const port = await freePort();
  const [command, ...args] = (launch?.argv(port) ?? RUNTIMES[id].argv(fileName)) as [
    string,
    ...string[],
  ];
  const ready = launch?.ready ?? 'listening on';
  // Its own process group, so `go run`'s compiled child is stopped with it.
  const child = spawn(command, args, {
    cwd: dir,
    env: runtimeEnv({ ...env, PORT: String(port) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${id} receiver never listened:\n${output}`)),
      90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const message = `${id} receiver exited with ${code}:\n${output}`;
      reject(PORT_TAKEN.test(output) ? new PortTakenError(message) : new Error(message));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}/`, output: () => output, stop };
}
