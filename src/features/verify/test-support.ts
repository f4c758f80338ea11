/**
 * Test support for the Verify feature's stores in jsdom, which has no Worker: the intake worker
 * replaced by one that reads in this thread with the worker's own code (intake-answer.ts), its
 * messages passed through structured clone as a real worker's are. Imported by tests only.
 */
import { vi } from 'vitest';
import { answerIntake } from './intake-answer.ts';
import type { IntakeRequest } from './intake-protocol.ts';

export class InProcessIntakeWorker {
  /** Every one started in this test file; the client's is the last (it keeps one between tests). */
  static created: InProcessIntakeWorker[] = [];
  /** While true, requests wait for the test's `answer()`: a reading that takes as long as it likes. */
  static holding = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  waiting: IntakeRequest[] = [];
  terminated = false;

  constructor() {
    InProcessIntakeWorker.created.push(this);
  }

  postMessage(request: IntakeRequest) {
    this.waiting.push(structuredClone(request));
    // Answered in a later task, as a worker's message arrives.
    if (!InProcessIntakeWorker.holding) setTimeout(() => this.answer());
  }

  /** Reads the oldest request waiting and answers it, unless the page has ended this worker. */
  answer() {
    const request = this.waiting.shift();
    if (!request || this.terminated) return;
    const data = structuredClone(answerIntake(request));
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  terminate() {
    this.terminated = true;
  }
}

/** Puts the in-process intake worker in place of the browser's Worker, answering at once. */
export function readIntakeInProcess() {
  InProcessIntakeWorker.holding = false;
  vi.stubGlobal('Worker', InProcessIntakeWorker);
}
