/** The shell's parts loaded on demand, each in its own chunk with the query client. */
import { lazyWithServerState } from '../services/server-state/server-state.ts';

// History brings IndexedDB access and its list: its own chunk, loaded when opened.
export const HistoryView = lazyWithServerState(() =>
  import('../features/history/index.ts').then((module) => module.HistoryView),
);

// Verify brings the intake parsers, the search and zod: its own chunk, loaded when opened.
export const VerifyView = lazyWithServerState(() =>
  import('../features/verify/index.ts').then((module) => module.VerifyView),
);

// Learn is a course for newcomers, not the first screen: its own chunk too.
export const LearnView = lazyWithServerState(() =>
  import('../features/learn/index.ts').then((module) => module.LearnView),
);

// The Sandbox view polls the embedded sandbox's admin routes: its own chunk, loaded when opened.
export const SandboxView = lazyWithServerState(() =>
  import('../features/sandbox/index.ts').then((module) => module.SandboxView),
);

// Exporting the environments reads the server's announced base URLs.
export const EnvironmentsTransfer = lazyWithServerState(() =>
  import('./environments/environments-transfer.tsx').then((module) => module.EnvironmentsTransfer),
);
