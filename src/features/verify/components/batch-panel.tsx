import { useMemo } from 'react';
import { groupRows } from '../../../core/batch/batch-row.ts';
import type { BatchMessage } from '../../../core/batch/batch-message.ts';
import { preselectedLanguage } from '../../../core/reply/reply.ts';
import { writeBatchReply } from '../../../core/reply/batch-reply.ts';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useShallow } from 'zustand/react/shallow';
import { useBatchStore } from '../batch-store.ts';
import { useBatchShown } from '../batch-shown.ts';
import { useReplyLanguageStore } from '../reply-language-store.ts';
import { useVerifyStore } from '../verify-store.ts';
import { BatchRows } from './batch-rows.tsx';
import { ReplyPanel } from './reply-panel.tsx';

/** Opens a batch message as its own case in Verify. */
function useOpenMessage() {
  const loadCase = useVerifyStore((s) => s.loadCase);
  return (message: BatchMessage) =>
    loadCase({
      kind: message.kind,
      rawBody: message.rawBody,
      // A log's re-written body stays the logger's doing when the message is opened alone.
      bodyRewrittenBy: message.bodyRewrittenBy,
      fields: {
        merchantId: message.merchantId,
        timestamp: message.timestamp,
        nonce: message.nonce,
        receivedSign: message.receivedSign,
        contentType: message.contentType,
        userAgent: message.userAgent,
      },
    });
}

/**
 * A whole log at once (docs/verify-intake.md): progress and Cancel, one group per cause (most
 * frequent first), one row per signed message, and Reply to merchant over every group. No share
 * link: a batch is too big for one, and the reply is what goes to the merchant.
 */
export function BatchPanel() {
  const batch = useBatchStore(
    useShallow((s) => ({
      status: s.status,
      format: s.format,
      messages: s.messages,
      skipped: s.skipped,
      limitNote: s.limitNote,
      rows: s.rows,
      examples: s.examples,
      error: s.error,
    })),
  );
  const cancel = useBatchStore((s) => s.cancel);
  const env = useSettingsStore((s) => s.env);
  const secrets = useSettingsStore((s) => s.secrets);
  const lastChoice = useReplyLanguageStore((s) => s.lastChoice);
  const open = useOpenMessage();
  const groups = useMemo(() => groupRows(batch.rows), [batch.rows]);
  const shown = useBatchShown();
  if (!shown) return null;
  const total = batch.messages.length;
  const examples = Object.fromEntries(
    Object.entries(batch.examples).flatMap(([cause, { index, diagnosis }]) => {
      const message = batch.messages[index];
      return message ? [[cause, { message, diagnosis }]] : [];
    }),
  );
  const firstFailure = groups.find((group) => group.cause !== 'MATCH');
  const leading = firstFailure ? examples[firstFailure.cause] : undefined;

  return (
    <section className="panel batch" aria-labelledby="batch-title" data-testid="verify.batch">
      <header className="panel-header">
        <h3 id="batch-title">Whole log: {total.toLocaleString('en-US')} signed messages</h3>
        {batch.status === 'running' ? (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        ) : null}
      </header>
      <p className="hint">
        Read as {batch.format || '…'}
        {batch.skipped > 0 ? `; ${batch.skipped} entries without a signed message skipped` : ''}.
        The secrets of the settings serve the whole batch; nothing of it is stored.
      </p>
      {batch.limitNote ? (
        <p role="alert" className="error" data-testid="verify.batch-limit">
          {batch.limitNote}
        </p>
      ) : null}
      {batch.error ? (
        // A status, not an alert: the single case below says the same in its own words.
        <p role="status" className="error">
          {batch.error}
        </p>
      ) : null}
      <label className="batch-progress">
        {batch.status === 'cancelled'
          ? `Cancelled after ${batch.rows.length} of ${total}`
          : `Diagnosed ${batch.rows.length} of ${total || '…'}`}
        <progress max={total || 1} value={batch.rows.length} />
      </label>
      <ul className="batch-groups" aria-label="Causes">
        {groups.map((group) => (
          <li key={group.cause}>
            <button
              type="button"
              data-testid="verify.batch-group"
              data-cause={group.cause}
              data-count={group.count}
              onClick={() => {
                const message = batch.messages[group.first];
                if (message) open(message);
              }}
            >
              {group.count} × {group.cause === 'MATCH' ? 'correct' : group.title}
            </button>
          </li>
        ))}
      </ul>
      {groups.length > 0 && batch.status !== 'running' ? (
        <ReplyPanel
          write={(language) => writeBatchReply({ env, secrets, groups, examples }, language)}
          preselected={
            leading
              ? preselectedLanguage(leading.message, leading.diagnosis, lastChoice)
              : lastChoice
          }
          fileName="reply-batch.md"
        />
      ) : null}
      <BatchRows rows={batch.rows} messages={batch.messages} open={open} />
    </section>
  );
}
