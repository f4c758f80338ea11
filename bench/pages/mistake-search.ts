// The Verify view's own search client (its workers, how they share the search and when it is
// decided), built as the console builds it, with nothing around it for the bench to time.
import type { DiagnosisInput } from '../../src/core/diagnosis/index.ts';
import { searchInWorker } from '../../src/features/verify/search-in-worker.ts';

declare global {
  interface Window {
    benchSearch: (input: DiagnosisInput) => ReturnType<typeof searchInWorker>;
  }
}

window.benchSearch = (input) => searchInWorker(input);
