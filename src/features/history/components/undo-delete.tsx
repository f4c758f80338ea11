import { useEffect, useRef } from 'react';
import type { HistoryEntry } from '../../../core/history/history-entry.ts';

/** How long the Undo stays offered after a delete. */
const UNDO_MS = 10_000;

/**
 * The banner after a delete: what went, and Undo, for {@link UNDO_MS}; nothing is lost by a
 * slip. Undo takes the focus, as the button pressed to delete has gone with its row.
 */
export function UndoDelete({
  deleted,
  busy,
  onUndo,
  onDismiss,
}: {
  deleted: readonly HistoryEntry[];
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undo.current?.focus();
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted, onDismiss]);
  const what = deleted.length === 1 ? 'Deleted 1 entry.' : `Deleted ${deleted.length} entries.`;
  return (
    <div className="history-undo" role="status" data-testid="history.undo">
      <span>{what}</span>
      <button type="button" ref={undo} onClick={onUndo} disabled={busy}>
        Undo
      </button>
      <button type="button" className="link-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
