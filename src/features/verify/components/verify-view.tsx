import { lazy, Suspense } from 'react';
import { LiveLint } from '../../../ui/components/live-lint.tsx';
import { StringToSignView } from '../../../ui/components/signed-bytes/string-to-sign-view.tsx';
import { useVerifyStore } from '../verify-store.ts';
import { CaseBody } from './case-body.tsx';
import { CaseFields } from './case-fields.tsx';
import { CaseResult } from './case-result.tsx';
import { CaseTools } from './case-tools.tsx';
import { IntakePanel } from './intake-panel.tsx';
import { MessageList } from './message-list.tsx';
import { TicketTime } from './ticket-time.tsx';

/** Said by `TicketTime` instead: a ticket's timestamp is old by nature. */
const SAID_ELSEWHERE = ['timestamp-clock-drift'];
import '../verify.css';

// A whole log's panel loads only when a paste holds many messages; a single case never waits for it.
const BatchPanel = lazy(() => import('./batch-panel.tsx').then((m) => ({ default: m.BatchPanel })));

/** The Verify job: paste anything, see expected against received, and why they differ. */
export function VerifyView() {
  const { merchantId, timestamp, nonce, receivedSign, contentType } = useVerifyStore(
    (s) => s.fields,
  );
  const rawBody = useVerifyStore((s) => s.rawBody);
  const isEmpty = [merchantId, timestamp, nonce, receivedSign, rawBody].every(
    (value) => value === '',
  );

  return (
    <div className="verify-view">
      <div className="request-grid">
        <div className="column">
          <IntakePanel />
          <MessageList />
          <CaseFields />
          {isEmpty ? null : <TicketTime timestamp={timestamp} />}
          {isEmpty ? null : (
            <LiveLint
              omit={SAID_ELSEWHERE}
              merchantId={merchantId}
              timestamp={timestamp}
              nonce={nonce}
              rawBody={rawBody}
              {...(contentType ? { contentType } : {})}
            />
          )}
        </div>
        <div className="column">
          <CaseBody />
          <StringToSignView parts={{ merchantId, timestamp, nonce, body: rawBody }} />
          {isEmpty ? null : <CaseTools />}
        </div>
      </div>
      <Suspense fallback={null}>
        <BatchPanel />
      </Suspense>
      {isEmpty ? (
        <p className="empty-state" data-testid="verify.empty">
          Paste or drop a case above, or type its fields, to compare the received sign with the
          expected one. The secret of the environment selected on the left is used.
        </p>
      ) : (
        <CaseResult />
      )}
    </div>
  );
}
