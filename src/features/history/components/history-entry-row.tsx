import type { HistoryEntry } from '../../../core/history/history-entry.ts';
import { entryOrderNumbers } from '../../../core/history/history-entry.ts';
import { historyOutcome } from '../../../core/history/history-outcome.ts';
import type { ReopenTarget } from '../history-target.ts';
import { TimeStamp } from '../../../ui/components/time-stamp.tsx';

/** One sent query: when, where, what, the answer, and what to do with it. */
export function HistoryEntryRow({
  entry,
  onOpen,
  onDelete,
}: {
  entry: HistoryEntry;
  onOpen: (entry: HistoryEntry, target: ReopenTarget) => void;
  onDelete: (entry: HistoryEntry) => void;
}) {
  const [orderNo] = entryOrderNumbers(entry);
  const outcome = historyOutcome(entry.response);
  const verified = entry.response.verdict === 'VERIFIED';
  return (
    <li className={`history-entry env-${entry.env}`} data-testid="history.entry">
      <div className="history-summary">
        <TimeStamp value={entry.sentAt} />
        {entry.env === 'production' ? <span className="prod-badge">PRODUCTION</span> : null}
        <span className="mono">{entry.request.merchantId}</span>
        <span className="mono">{orderNo ?? '(no order no)'}</span>
        <span
          className={`outcome-tag ${outcome.accepted ? 'outcome-accepted' : 'outcome-refused'}`}
          data-testid="history.outcome"
          data-accepted={outcome.accepted}
        >
          {outcome.accepted ? 'Accepted' : 'Refused'}
        </span>
        <span className="mono">{outcome.detail}</span>
        <span
          className={`history-signature ${verified ? 'history-signature-verified' : 'history-signature-untrusted'}`}
          title={
            verified
              ? 'The response carried a valid signature (spec 5.3): the answer is genuine.'
              : 'The response signature did not verify (spec 5.3): do not trust this answer.'
          }
        >
          {verified ? 'signature VERIFIED' : 'signature UNTRUSTED'}
        </span>
      </div>
      <div className="mono muted history-sign" title="X-Sign sent">
        {entry.request.sign}
      </div>
      <div className="history-actions" role="group" aria-label="Entry actions">
        <button type="button" onClick={() => onOpen(entry, 'request')}>
          Open in Request
        </button>
        <button type="button" onClick={() => onOpen(entry, 'verify-response')}>
          Verify response
        </button>
        <button type="button" onClick={() => onOpen(entry, 'verify-request')}>
          Verify request
        </button>
        <button type="button" className="danger" onClick={() => onDelete(entry)}>
          Delete
        </button>
      </div>
    </li>
  );
}
