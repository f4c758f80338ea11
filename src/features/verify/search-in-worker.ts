import {
  sharedDiagnosis,
  type Diagnosis,
  type DiagnosisInput,
  type PartProgress,
} from '../../core/diagnosis/index.ts';
import type { SearchReply, SearchRequest } from './search-protocol.ts';

/**
 * Which search: the sender's received sign, the handler's logged expected_sign, or the other
 * readings of a paste (core/intake/decide.ts `searchReadings`).
 */
export type SearchLane = 'sender' | 'handler' | 'readings';

/**
 * A set of workers and the search running on it. The readings of a paste are searched on the
 * sender's workers: they start once the sender's search is done, and a retry's reading has the
 * same body, whose variants and bytes those workers have already built (kept by last-result.ts). The
 * handler's search has its own, so it never cancels the sender's.
 */
interface Pool {
  workers: Worker[] | null;
  running: { lane: SearchLane; cancel: () => void } | null;
}

const senderPool: Pool = { workers: null, running: null };
const pools: Record<SearchLane, Pool> = {
  sender: senderPool,
  readings: senderPool,
  handler: { workers: null, running: null },
};

/** Ends the lane's search in flight, if any (its promise rejects): its input is no longer shown. */
export function cancelSearch(laneName: SearchLane): void {
  const { running } = pools[laneName];
  if (running?.lane === laneName) running.cancel();
}

/**
 * Workers sharing one search of spec 5.5's mistakes. At most two, and no more than the cores:
 * WebCrypto's threads and the candidates' JavaScript both spread over the cores, and workers past
 * them only queue. The mistake-search figures of docs/performance.md measure the choice.
 */
const SEARCH_WORKERS = Math.max(1, Math.min(2, globalThis.navigator?.hardwareConcurrency ?? 2));

let lastRun = 0;

/**
 * The last answer of the readings lane, by its input: the page adopts that reading and asks the
 * sender lane for the same case, which is then answered at once instead of searched twice.
 */
let readingAnswer: { key: string; diagnosis: Diagnosis } | null = null;

function startWorkers(): Worker[] {
  return Array.from(
    { length: SEARCH_WORKERS },
    () =>
      new Worker(new URL('./mistake-search.worker.ts', import.meta.url), {
        type: 'module',
      }),
  );
}

/**
 * Diagnoses a case in Web Workers that share the search (spec 5.5), on the lane's pool of
 * workers (see {@link Pool}). The first hit is resolved as soon as no other worker can still find
 * an earlier one, and the others are told to stop. On a pool only the newest case matters:
 * starting a search while another runs ends the old one (its workers are terminated and its
 * promise rejected), so a burst of keystrokes costs one search, not a queue of them.
 */
export function searchInWorker(
  input: DiagnosisInput,
  laneName: SearchLane = 'sender',
): Promise<Diagnosis> {
  const pool = pools[laneName];
  pool.running?.cancel();
  const key = JSON.stringify(input);
  const answered = readingAnswer;
  readingAnswer = null;
  if (laneName === 'sender' && answered?.key === key) return Promise.resolve(answered.diagnosis);
  const workers = (pool.workers ??= startWorkers());
  const run = ++lastRun;
  const progress: PartProgress[] = workers.map((_, part) => ({
    nextBatch: part,
    searched: 0,
    result: null,
  }));
  return new Promise<Diagnosis>((resolve, reject) => {
    const detach = () => {
      pool.running = null;
      for (const worker of workers) {
        worker.onmessage = null;
        worker.onerror = null;
      }
    };
    const endWorkers = () => {
      for (const worker of workers) worker.terminate();
      if (pool.workers === workers) pool.workers = null;
    };
    const fail = (message: string) => {
      detach();
      endWorkers();
      reject(new Error(message));
    };
    pool.running = {
      lane: laneName,
      cancel: () => fail('The search was superseded by a newer case.'),
    };
    workers.forEach((worker, part) => {
      worker.onmessage = (event: MessageEvent<SearchReply>) => {
        const reply = event.data;
        if (reply.run !== run) return;
        if ('progress' in reply) Object.assign(progress[part]!, reply.progress);
        else if (reply.ok) progress[part]!.result = reply.part;
        else return fail(reply.message);
        const diagnosis = sharedDiagnosis(progress);
        if (!diagnosis) return;
        detach();
        const stop: SearchRequest = { stop: run };
        for (const other of workers) other.postMessage(stop);
        if (laneName === 'readings') readingAnswer = { key, diagnosis };
        resolve(diagnosis);
      };
      worker.onerror = (event) => fail(event.message || 'The mistake search stopped unexpectedly.');
      const request: SearchRequest = { run, input, share: { part, parts: workers.length } };
      worker.postMessage(request);
    });
  });
}
