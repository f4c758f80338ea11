import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';

type Reply = { ok: true; diagnosis: Diagnosis } | { ok: false; message: string };

let worker: Worker | null = null;
let cancelRunning: (() => void) | null = null;

/**
 * Diagnoses a case in a Web Worker. Only the newest case matters: starting a search while
 * another runs ends the old one (its worker is terminated and its promise rejected), so a
 * burst of keystrokes costs one search, not a queue of them.
 */
export function searchInWorker(input: DiagnosisInput): Promise<Diagnosis> {
  if (cancelRunning) {
    cancelRunning();
    worker?.terminate();
    worker = null;
  }
  const current = (worker ??= new Worker(new URL('./mistake-search.worker.ts', import.meta.url), {
    type: 'module',
  }));
  return new Promise<Diagnosis>((resolve, reject) => {
    const settle = () => {
      cancelRunning = null;
      current.onmessage = null;
      current.onerror = null;
    };
    cancelRunning = () => {
      settle();
      reject(new Error('The search was superseded by a newer case.'));
    };
    current.onmessage = (event: MessageEvent<Reply>) => {
      settle();
      if (event.data.ok) resolve(event.data.diagnosis);
      else reject(new Error(event.data.message));
    };
    current.onerror = (event) => {
      settle();
      current.terminate();
      if (worker === current) worker = null;
      reject(new Error(event.message || 'The mistake search stopped unexpectedly.'));
    };
    current.postMessage(input);
  });
}
