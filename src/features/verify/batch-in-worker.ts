import type { BatchReply, BatchRequest, DiagnosedRow } from './batch-protocol.ts';

/** What a batch run reports, in order: the read (or that it is a single case), rows, the end. */
export interface BatchEvents {
  single: () => void;
  read: (read: Extract<BatchReply, { type: 'read' }>) => void;
  rows: (rows: DiagnosedRow[]) => void;
  done: () => void;
  error: (message: string) => void;
}

/** Workers per batch: the machine's cores, at most two (the mistake search's own choice). */
const BATCH_WORKERS = Math.max(1, Math.min(2, globalThis.navigator?.hardwareConcurrency ?? 2));

/**
 * Runs a batch (docs/verify-intake.md, "A whole log at once") in workers that each diagnose a
 * share of the messages. Returns the cancel: it terminates the workers at once.
 */
export function runBatch(
  input: Omit<BatchRequest, 'part' | 'parts'>,
  events: BatchEvents,
): () => void {
  const workers = Array.from(
    { length: BATCH_WORKERS },
    () => new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module' }),
  );
  let finished = 0;
  const stop = () => {
    for (const worker of workers) worker.terminate();
  };
  workers.forEach((worker, part) => {
    worker.onmessage = (event: MessageEvent<BatchReply>) => {
      const reply = event.data;
      if (reply.type === 'single') {
        stop();
        events.single();
      } else if (reply.type === 'read') events.read(reply);
      else if (reply.type === 'rows') events.rows(reply.rows);
      else if (reply.type === 'error') {
        stop();
        events.error(reply.message);
      } else if (++finished === workers.length) {
        stop();
        events.done();
      }
    };
    worker.onerror = (event) => {
      stop();
      events.error(event.message || 'The batch stopped unexpectedly.');
    };
    const request: BatchRequest = { ...input, part, parts: workers.length };
    worker.postMessage(request);
  });
  return stop;
}
