// The Verify view's own search client (its workers, how they share the search and when it is
// decided), built as the console builds it, with nothing around it for the bench to time; and
// its baseline: the same number of bare HMAC-SHA256 over the same bytes, in the same workers.
import type { DiagnosisInput } from '../../src/core/diagnosis/index.ts';
import type { BareReply, SearchRequest } from '../../src/features/verify/search-protocol.ts';
import { searchInWorker } from '../../src/features/verify/search-in-worker.ts';

declare global {
  interface Window {
    benchSearch: (input: DiagnosisInput) => ReturnType<typeof searchInWorker>;
    benchBareHmacs: (input: DiagnosisInput, count: number, workers: number) => Promise<number>;
  }
}

window.benchSearch = (input) => searchInWorker(input);

/** `count` HMACs shared over `workers` search workers, as the search shares its candidates. */
window.benchBareHmacs = async (input, count, workers) => {
  const started = Array.from(
    { length: workers },
    () =>
      new Worker(new URL('../../src/features/verify/mistake-search.worker.ts', import.meta.url), {
        type: 'module',
      }),
  );
  const start = performance.now();
  await Promise.all(
    started.map(
      (worker, part) =>
        new Promise<void>((resolve) => {
          worker.onmessage = (event: MessageEvent<BareReply>) => {
            if (event.data.bare === part + 1) resolve();
          };
          const share = Math.ceil(count / workers);
          const request: SearchRequest = { bare: part + 1, input, count: share };
          worker.postMessage(request);
        }),
    ),
  );
  const ms = performance.now() - start;
  started.forEach((worker) => worker.terminate());
  return ms;
};
