/**
 * The thread the traffic log's mistake search runs in (`diagnosis-thread.ts` starts it): each
 * message is one case; the answer is its diagnosis (spec 5.5, core `diagnose`) or the kind of
 * error that stopped it. Off the sandbox's own thread, a search never delays an answer.
 */
import { parentPort } from 'node:worker_threads';
import { diagnose, type DiagnosisInput } from '../../../core/diagnosis/index.ts';

parentPort?.on('message', (job: { id: number; input: DiagnosisInput }) => {
  diagnose(job.input).then(
    (diagnosis) => parentPort?.postMessage({ id: job.id, diagnosis }),
    (error: unknown) =>
      parentPort?.postMessage({ id: job.id, error: (error as Error)?.name ?? 'Error' }),
  );
});

// Loaded: the thread waits for this before its first case.
parentPort?.postMessage({ ready: true });
