import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearHistory,
  deleteHistoryEntry,
  HISTORY_QUERY_KEY,
  getHistoryQueryOptions,
} from '../../../services/history/history-repository.ts';

/** The local history, newest first. */
export function useHistory() {
  return useQuery(getHistoryQueryOptions());
}

/** Deletes one entry (by id) or, with no id, all of them. */
export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id === undefined ? clearHistory() : deleteHistoryEntry(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
