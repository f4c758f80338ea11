/**
 * The messages between the Verify view and its batch workers (docs/verify-intake.md, "A whole
 * log at once"): each worker reads the whole paste and diagnoses its share of the messages.
 */
import type { BatchMessage } from '../../core/batch/batch-message.ts';
import type { BatchRow } from '../../core/batch/batch-row.ts';
import type { Diagnosis } from '../../core/diagnosis/index.ts';
import type { Environment } from '../../core/protocol/case-kinds.ts';

/** To a worker: read `text` and diagnose the messages whose index is `part` modulo `parts`. */
export interface BatchRequest {
  text: string;
  part: number;
  parts: number;
  env: Environment;
  secrets: { test?: string; production?: string };
}

/** A diagnosed row; the first row of a cause in a worker carries its diagnosis as the example. */
export interface DiagnosedRow {
  row: BatchRow;
  example?: Diagnosis;
}

/** From a worker. Only part 0 sends `read`, with every message, so a row can open as a case. */
export type BatchReply =
  | {
      type: 'read';
      format: string;
      messages: BatchMessage[];
      skipped: number;
      limitNote: string | null;
    }
  | { type: 'single' }
  | { type: 'rows'; rows: DiagnosedRow[] }
  | { type: 'done' }
  | { type: 'error'; message: string };
