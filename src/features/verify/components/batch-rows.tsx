import type { BatchMessage } from '../../../core/batch/batch-message.ts';
import type { BatchRow } from '../../../core/batch/batch-row.ts';

/** Rows drawn at most: the groups count every message; the page stays light on a big log. */
const ROWS_SHOWN = 1_000;

/** One row per signed message, in the log's order; a row opens as its own case. */
export function BatchRows({
  rows,
  messages,
  open,
}: {
  rows: readonly BatchRow[];
  messages: readonly BatchMessage[];
  open: (message: BatchMessage) => void;
}) {
  const sorted = [...rows].sort((a, b) => a.index - b.index).slice(0, ROWS_SHOWN);
  return (
    <>
      <ol className="batch-rows" aria-label="Messages" tabIndex={0}>
        {sorted.map((row) => {
          const message = messages[row.index];
          return (
            <li
              key={row.index}
              data-testid="verify.batch-row"
              data-verdict={row.verdict}
              data-cause={row.cause}
            >
              <button
                type="button"
                disabled={!message}
                onClick={() => (message ? open(message) : undefined)}
              >
                <span className="mono">{message?.source ?? row.index + 1}</span>{' '}
                <strong>{row.verdict}</strong> {row.title}
              </button>
            </li>
          );
        })}
      </ol>
      {rows.length > ROWS_SHOWN ? (
        <p className="hint">
          The first {ROWS_SHOWN.toLocaleString('en-US')} rows are shown; the groups count all{' '}
          {rows.length.toLocaleString('en-US')}.
        </p>
      ) : null}
    </>
  );
}
