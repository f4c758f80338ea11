import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addHistoryEntry,
  HISTORY_QUERY_KEY,
} from '../../../services/history/history-repository.ts';
import type { Environment } from '../../../core/protocol/case-kinds.ts';
import { buildHistoryEntry } from '../../../core/history/history-entry.ts';
import type { QueryInput, QueryResult } from './send-query.ts';

interface SentQuery {
  env: Environment;
  input: QueryInput;
  result: QueryResult;
}

/** Writes one sent query to the history store; a browser without IndexedDB still sends. */
async function recordSent({ env, input, result }: SentQuery): Promise<void> {
  const entry = buildHistoryEntry(
    {
      env,
      url: input.url,
      merchantId: input.merchantId,
      timestamp: input.timestamp,
      nonce: input.nonce,
      body: result.request.body,
      sign: result.request.sign,
      status: result.status,
      statusText: result.statusText,
      headers: result.headers,
      rawBody: result.rawBody,
      verdict: result.verdict.verdict,
    },
    globalThis.crypto.randomUUID(),
    Date.now(),
  );
  try {
    await addHistoryEntry(entry);
  } catch (error) {
    // History is a convenience: a browser without IndexedDB (some private modes) still sends.
    console.warn('The query was sent but could not be kept in history:', error);
  }
}

/**
 * Records a sent query and its response in the local history, as a react-query mutation that
 * refreshes the history list when done. The entry is built from the wire fields one by one
 * (core/history/history-entry.ts), so the secret in `input` is never stored.
 */
export function useRecordHistory() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: recordSent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
  return (env: Environment, input: QueryInput, result: QueryResult) =>
    mutateAsync({ env, input, result });
}
