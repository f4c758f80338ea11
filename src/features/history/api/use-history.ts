import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../core/history/history-entry.ts';
import {
  deleteHistoryEntries,
  HISTORY_QUERY_KEY,
  getHistoryQueryOptions,
  restoreHistoryEntries,
} from '../../../services/history/history-repository.ts';

/** The local history, newest first. */
export function useHistory() {
  return useQuery(getHistoryQueryOptions());
}

/**
 * Deletes entries (one for Delete, every one for Delete all); the mutation's data is what it
 * deleted, whole, so an Undo can put exactly that back.
 */
export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: readonly HistoryEntry[]) => {
      await deleteHistoryEntries(entries.map((entry) => entry.id));
      return entries;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}

/** Puts deleted entries back (Undo). */
export function useRestoreHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly HistoryEntry[]) => restoreHistoryEntries(entries),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
