import { create } from 'zustand';
import type { BatchMessage } from '../../core/batch/batch-message.ts';
import type { BatchRow } from '../../core/batch/batch-row.ts';
import { mayBeMany } from '../../core/batch/read-many.ts';
import type { Diagnosis } from '../../core/diagnosis/index.ts';
import { useSettingsStore } from '../../services/environments/settings-store.ts';
import { runBatch } from './batch-in-worker.ts';

type BatchStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

interface BatchState {
  status: BatchStatus;
  format: string;
  messages: BatchMessage[];
  skipped: number;
  limitNote: string | null;
  rows: BatchRow[];
  /** One diagnosis per cause, of the first message diagnosed with it: the reply's example. */
  examples: Record<string, { index: number; diagnosis: Diagnosis }>;
  error: string | null;
  /** Reads a paste as a batch when it holds several signed messages; otherwise clears it. */
  start: (text: string) => void;
  cancel: () => void;
}

const EMPTY = {
  status: 'idle' as BatchStatus,
  format: '',
  messages: [],
  skipped: 0,
  limitNote: null,
  rows: [],
  examples: {},
  error: null,
};

let stopRunning: (() => void) | null = null;

/**
 * A whole log at once (docs/verify-intake.md): its messages, rows and groups, diagnosed in
 * workers with the secrets typed once. Held in memory only: nothing of a batch outlives the tab.
 */
export const useBatchStore = create<BatchState>()((set, get) => ({
  ...EMPTY,
  start: (text) => {
    stopRunning?.();
    stopRunning = null;
    if (!mayBeMany(text)) {
      if (get().status !== 'idle') set(EMPTY);
      return;
    }
    const { env, secrets } = useSettingsStore.getState();
    if (!secrets[env]) {
      set({
        ...EMPTY,
        status: 'error',
        error: `Enter the ${env} secret, then paste the log again.`,
      });
      return;
    }
    set({ ...EMPTY, status: 'running' });
    stopRunning = runBatch(
      {
        text,
        env,
        secrets: {
          ...(secrets.test ? { test: secrets.test } : {}),
          ...(secrets.production ? { production: secrets.production } : {}),
        },
      },
      {
        single: () => set(EMPTY),
        read: ({ format, messages, skipped, limitNote }) =>
          set({ format, messages, skipped, limitNote }),
        rows: (rows) =>
          set((s) => {
            const examples = { ...s.examples };
            for (const { row, example } of rows) {
              const known = examples[row.cause];
              if (example && (!known || row.index < known.index)) {
                examples[row.cause] = { index: row.index, diagnosis: example };
              }
            }
            return { rows: [...s.rows, ...rows.map(({ row }) => row)], examples };
          }),
        done: () => {
          stopRunning = null;
          set({ status: 'done' });
        },
        error: (message) => {
          stopRunning = null;
          set({ status: 'error', error: message });
        },
      },
    );
  },
  cancel: () => {
    stopRunning?.();
    stopRunning = null;
    set({ status: 'cancelled' });
  },
}));
