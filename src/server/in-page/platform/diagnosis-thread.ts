/**
 * The traffic log's mistake search in the in-page sandbox (docs/hosting.md): the sandbox already
 * runs in a Web Worker, off the page's thread, so the search runs there, one at a time as the
 * queue hands them out, instead of in a Node worker thread.
 */
import { diagnose, type Diagnosis, type DiagnosisInput } from '../../../core/diagnosis/index.ts';

export const WORKER_BUILD_NAME = 'diagnosis-worker';

export function diagnosisThread() {
  return async (input: DiagnosisInput): Promise<Diagnosis> => diagnose(input);
}
