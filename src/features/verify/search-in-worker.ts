import type { Diagnosis, DiagnosisInput } from '../../core/diagnosis/index.ts';

type Reply = { ok: true; diagnosis: Diagnosis } | { ok: false; message: string };

/** Which search: the sender's received sign, or the handler's logged expected_sign. */
export type SearchLane = 'sender' | 'handler';

interface Lane {
  worker: Worker | null;
  cancelRunning: (() => void) | null;
}

const lanes: Record<SearchLane, Lane> = {
  sender: { worker: null, cancelRunning: null },
  handler: { worker: null, cancelRunning: null },
};

/**
 * Diagnoses a case in a Web Worker, one worker per lane so the handler's search never cancels
 * the sender's. Within a lane only the newest case matters: starting a search while another
 * runs ends the old one (its worker is terminated and its promise rejected), so a burst of
 * keystrokes costs one search, not a queue of them.
 */
export function searchInWorker(
  input: DiagnosisInput,
  laneName: SearchLane = 'sender',
): Promise<Diagnosis> {
  const lane = lanes[laneName];
  if (lane.cancelRunning) {
    lane.cancelRunning();
    lane.worker?.terminate();
    lane.worker = null;
  }
  const current = (lane.worker ??= new Worker(
    new URL('./mistake-search.worker.ts', import.meta.url),
    { type: 'module' },
  ));
  return new Promise<Diagnosis>((resolve, reject) => {
    const settle = () => {
      lane.cancelRunning = null;
      current.onmessage = null;
      current.onerror = null;
    };
    lane.cancelRunning = () => {
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
      if (lane.worker === current) lane.worker = null;
      reject(new Error(event.message || 'The mistake search stopped unexpectedly.'));
    };
    current.postMessage(input);
  });
}
