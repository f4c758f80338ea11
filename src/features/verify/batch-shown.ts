import { useBatchStore } from './batch-store.ts';
import { useVerifyStore } from './verify-store.ts';

/**
 * Whether the whole-log panel shows (docs/verify-intake.md, "One page, one story"): a paste the
 * case reads as all its messages (the message list) is one story, told once, so the batch of
 * the same messages stays out of view, with its rows and its second "Reply to merchant". A log
 * holding more messages than the case's list is the batch's to show.
 */
export function useBatchShown(): boolean {
  const status = useBatchStore((s) => s.status);
  const batchCount = useBatchStore((s) => s.messages.length);
  const caseCount = useVerifyStore((s) => (s.stale ? 0 : (s.messages?.length ?? 0)));
  if (status === 'idle') return false;
  return !(caseCount >= 2 && batchCount <= caseCount);
}
