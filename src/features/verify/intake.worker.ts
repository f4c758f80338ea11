// Reads a paste or a dropped file off the main thread (docs/verify-intake.md, "Reading"): a reader
// that takes long on some input keeps only this worker busy, and the page, which can terminate it,
// stays responsive.
import { answerIntake } from './intake-answer.ts';
import type { IntakeRequest } from './intake-protocol.ts';

self.onmessage = (event: MessageEvent<IntakeRequest>) => {
  self.postMessage(answerIntake(event.data));
};
