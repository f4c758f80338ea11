/**
 * Runs the traffic log's mistake search (spec 5.5) in a worker thread, so a flood of bad
 * signatures costs the sandbox's own thread nothing and accepted queries are answered at their
 * usual pace (docs/sandbox.md, "Limits under a flood"). Each search has a time budget: past it
 * the worker is stopped, the search rejects with a `TimeoutError`, and the next search starts a
 * fresh worker. The worker leaves after a while idle. Where no worker can be started (the
 * TypeScript loader missing), searches run on the sandbox's thread as before, still one at a
 * time after the answer. Built into the sandbox package (`scripts/build-sandbox-package.ts`),
 * this module is JavaScript and the worker's entry is its own `.js` file beside it, which the
 * worker loads with no TypeScript loader (the package has no dependencies).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { diagnose, type Diagnosis, type DiagnosisInput } from '../../../core/diagnosis/index.ts';

/** How long one search may run in the worker. */
const DIAGNOSIS_TIME_BUDGET_MS = 10_000;
/** How long an idle worker stays. */
const IDLE_MS = 30_000;

/**
 * Loads the worker's TypeScript entry through tsx's loader (the one `npm start` runs with); the
 * entry says it is ready once loaded.
 */
const BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.loader).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;

type Answer =
  { ready: true } | { id: number; diagnosis: Diagnosis } | { id: number; error: string };

interface Job {
  resolve(diagnosis: Diagnosis): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A started worker, and when it has loaded its entry (rejects when it cannot). */
interface Running {
  worker: Worker;
  ready: Promise<void>;
}

function named(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

/** tsx's ESM API (its `./esm/api` export, the `.mjs` beside the CommonJS one `require` finds). */
function loaderUrl(): string {
  const resolved = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(resolved.replace(/\.cjs$/, '.mjs')).href;
}

/** The worker's entry, as this module runs: TypeScript from the repository, or the package's build. */
const BUILT = import.meta.url.endsWith('.js');
export const WORKER_BUILD_NAME = 'diagnosis-worker';

/** A search function backed by one worker at a time; see the module comment. */
export function diagnosisThread(budgetMs: number = DIAGNOSIS_TIME_BUDGET_MS) {
  let running: Running | undefined;
  let unavailable = false;
  let counter = 0;
  let idle: NodeJS.Timeout | undefined;
  const jobs = new Map<number, Job>();

  function stop(reason: Error): void {
    const stopped = running;
    running = undefined;
    void stopped?.worker.terminate();
    for (const job of jobs.values()) {
      clearTimeout(job.timer);
      job.reject(reason);
    }
    jobs.clear();
  }

  function answered(answer: Answer): void {
    if ('ready' in answer) return;
    const job = jobs.get(answer.id);
    if (!job) return;
    jobs.delete(answer.id);
    clearTimeout(job.timer);
    if ('diagnosis' in answer) job.resolve(answer.diagnosis);
    else job.reject(named(answer.error, 'The mistake search stopped with an error.'));
    clearTimeout(idle);
    idle = setTimeout(() => jobs.size === 0 && stop(named('Idle', 'idle')), IDLE_MS);
    idle.unref();
  }

  function start(): Running {
    // The built entry's URL is made apart from `new Worker(...)`: Vite (the browser side's unit
    // tests import the sandbox) rewrites that pattern as a browser worker and fails on a name
    // it cannot resolve at build time.
    const builtEntry = BUILT ? new URL(`./${WORKER_BUILD_NAME}.js`, import.meta.url) : null;
    const worker = builtEntry
      ? new Worker(builtEntry)
      : new Worker(BOOT, {
          eval: true,
          workerData: {
            loader: loaderUrl(),
            entry: new URL('./diagnosis-worker.ts', import.meta.url).href,
          },
        });
    worker.unref();
    worker.on('message', answered);
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    worker.on('error', (error) => {
      // A worker that fails (its entry not loadable, say) is not tried again: searches run on
      // this thread from now on.
      unavailable = true;
      console.error('sandbox: the diagnosis worker stopped', error);
      if (running?.worker === worker) stop(error);
    });
    return { worker, ready };
  }

  return async function search(input: DiagnosisInput): Promise<Diagnosis> {
    if (unavailable) return diagnose(input);
    clearTimeout(idle);
    running ??= start();
    const { worker, ready } = running;
    try {
      await ready;
    } catch {
      return diagnose(input);
    }
    const id = ++counter;
    return new Promise<Diagnosis>((resolve, reject) => {
      // The budget counts the search alone, not the worker's start.
      const timer = setTimeout(() => {
        stop(named('TimeoutError', `The mistake search took longer than ${budgetMs} ms.`));
      }, budgetMs);
      timer.unref();
      jobs.set(id, { resolve, reject, timer });
      worker.postMessage({ id, input });
    });
  };
}
