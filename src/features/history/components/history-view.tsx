import { useState } from 'react';
import type { HistoryEntry } from '../../../core/history/history-entry.ts';
import { HISTORY_CAP, searchHistory } from '../../../core/history/history-entry.ts';
import { useDeleteHistory, useHistory, useRestoreHistory } from '../api/use-history.ts';
import type { ReopenTarget } from '../history-target.ts';
import { HistoryEntryRow } from './history-entry-row.tsx';
import { UndoDelete } from './undo-delete.tsx';
import './history.css';

/**
 * Every query sent from this browser with its response, newest first, kept locally (never a
 * secret). The shell decides what reopening an entry does, so this feature imports no other.
 */
export function HistoryView({
  onOpen,
}: {
  onOpen: (entry: HistoryEntry, target: ReopenTarget) => void;
}) {
  const [query, setQuery] = useState('');
  const history = useHistory();
  const remove = useDeleteHistory();
  const restore = useRestoreHistory();
  const { reset } = remove;
  const entries = history.data ?? [];
  const shown = searchHistory(entries, query);

  return (
    <div className="history-view">
      <div className="history-toolbar">
        <label>
          Search history{' '}
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="merchant, order no, status, sign"
          />
        </label>
        <span className="muted">
          {shown.length} of {entries.length} (the newest {HISTORY_CAP} are kept)
        </span>
        <button
          type="button"
          className="danger"
          disabled={entries.length === 0}
          onClick={() => remove.mutate(entries)}
        >
          Delete all
        </button>
      </div>
      {remove.isSuccess ? (
        <UndoDelete
          deleted={remove.data}
          busy={restore.isPending}
          onUndo={() => restore.mutate(remove.data, { onSuccess: reset })}
          onDismiss={reset}
        />
      ) : null}
      {remove.isError ? (
        <p role="alert" className="error">
          Could not delete: {remove.error.message}
        </p>
      ) : null}
      {history.isError ? (
        <p role="alert" className="error">
          History cannot be read in this browser: {history.error.message}
        </p>
      ) : null}
      {history.isSuccess && entries.length === 0 ? (
        <p className="empty-state">
          Nothing sent yet. Every query sent from Request is kept here with its response.
        </p>
      ) : null}
      <ol className="history-list" aria-label="Sent queries">
        {shown.map((entry) => (
          <HistoryEntryRow
            key={entry.id}
            entry={entry}
            onOpen={onOpen}
            onDelete={(deleted) => remove.mutate([deleted])}
          />
        ))}
      </ol>
    </div>
  );
}
