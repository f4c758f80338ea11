// Runs the mistake search off the main thread: on a large body it takes long enough (seconds at
// 1 MB) that, on the main thread, typing in the case's fields would stall.
import { diagnose } from '../../core/diagnosis/index.ts';
import type { DiagnosisInput } from '../../core/diagnosis/index.ts';

self.onmessage = async (event: MessageEvent<DiagnosisInput>) => {
  try {
    self.postMessage({ ok: true, diagnosis: await diagnose(event.data) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
