// The Verify view's own batch client (its workers, the reading and grouping), built as the console
// builds it, with nothing around it for the bench to time.
import { groupRows, type BatchRow } from '../../src/core/batch/batch-row.ts';
import type { BatchRequest } from '../../src/features/verify/batch-protocol.ts';
import { runBatch } from '../../src/features/verify/batch-in-worker.ts';

interface BatchResult {
  ms: number;
  messages: number;
  groups: Array<{ cause: string; count: number }>;
  heapBytes: number | null;
}

declare global {
  interface Window {
    benchBatch: (input: Omit<BatchRequest, 'part' | 'parts'>) => Promise<BatchResult>;
  }
}

window.benchBatch = (input) =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    const rows: BatchRow[] = [];
    let messages = 0;
    runBatch(input, {
      single: () => reject(new Error('the bench log was read as a single case')),
      read: (read) => {
        messages = read.messages.length;
      },
      rows: (diagnosed) => rows.push(...diagnosed.map(({ row }) => row)),
      error: (message) => reject(new Error(message)),
      done: () => {
        const groups = groupRows(rows).map(({ cause, count }) => ({ cause, count }));
        const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
        resolve({
          ms: performance.now() - start,
          messages,
          groups,
          heapBytes: memory?.usedJSHeapSize ?? null,
        });
      },
    });
  });
