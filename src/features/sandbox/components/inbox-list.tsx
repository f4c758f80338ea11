import { messageShareCase, partsFromHeaders } from '../../../core/share/message-case.ts';
import { useInbox } from '../../../services/sandbox-api/get-inbox.ts';
import type { InboxEntry } from '../../../core/sandbox-api/webhooks.ts';
import { useOpenInVerify } from '../use-open-in-verify.ts';
import { TimeStamp } from '../../../ui/components/time-stamp.tsx';

function InboxRow({ entry }: { entry: InboxEntry }) {
  const openInVerify = useOpenInVerify();
  return (
    <li
      className={`sandbox-row ${entry.verified ? 'sandbox-accepted' : 'sandbox-refused'}`}
      data-testid="sandbox.inbox-row"
      data-verified={entry.verified}
    >
      <div className="sandbox-row-head">
        <span className="sandbox-verdict">{entry.verified ? 'verified' : 'unverified'}</span>
        <TimeStamp className="muted" value={entry.time} />
      </div>
      <p className="sandbox-msg">{entry.reason}</p>
      {/* It scrolls past a few lines, so the keyboard must reach it too. */}
      <pre className="sandbox-body mono" tabIndex={0} aria-label="Body received">
        {entry.body}
      </pre>
      {entry.bodyBase64 === undefined ? (
        <button
          type="button"
          onClick={() =>
            openInVerify(
              messageShareCase('webhook', 'test', partsFromHeaders(entry.headers, entry.body)),
            )
          }
        >
          Open in Verify
        </button>
      ) : (
        <p className="muted">Not UTF-8 text, so it cannot travel in a share link unchanged.</p>
      )}
    </li>
  );
}

/** What the built-in inbox received for a merchant, verified as a receiver must (spec 5.3). */
export function InboxList({ merchantId }: { merchantId: string }) {
  const inbox = useInbox(merchantId);
  const entries = inbox.data ?? [];
  return (
    <section aria-labelledby="sandbox-inbox" className="sandbox-panel">
      <h3 id="sandbox-inbox">Inbox of {merchantId}</h3>
      {inbox.error ? (
        <p role="alert" className="error">
          Could not read the inbox: {inbox.error.message}
        </p>
      ) : null}
      {inbox.isSuccess && entries.length === 0 ? (
        <p className="empty">The inbox has received nothing yet.</p>
      ) : null}
      <ol className="sandbox-list" aria-label="Received notifications">
        {entries.map((entry) => (
          <InboxRow key={entry.id} entry={entry} />
        ))}
      </ol>
    </section>
  );
}
