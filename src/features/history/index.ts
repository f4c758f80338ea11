export { HistoryView } from './components/history-view.tsx';
export type { ReopenTarget } from './history-target.ts';
