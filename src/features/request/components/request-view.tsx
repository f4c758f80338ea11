import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { lazyWithServerState } from '../../../services/server-state/server-state.ts';
import { secretLabel, useSettingsStore } from '../../../services/environments/settings-store.ts';
import { RejectionChecklist } from '../../../ui/components/rejection-checklist-view.tsx';
import { StringToSignView } from '../../../ui/components/signed-bytes/string-to-sign-view.tsx';
import { useSignature } from '../../../ui/hooks/use-signature.ts';
import { useValueAfterPaint } from '../../../ui/hooks/use-value-after-paint.ts';
import { useRequestStore } from '../request-store.ts';
import { BodyPanel } from './body-panel.tsx';
import { RequestRedactionNote } from './redaction-note.tsx';
import { RequestFields } from './request-fields.tsx';
import { SignaturePanel } from './signature-panel.tsx';
import '../request.css';

// Whole-body views re-render only when their own props change (the body after the sign is
// painted), not on every render of the view.
// The lint's findings follow the body after its sign is painted: its rules load after the paint.
const MemoLiveLint = memo(
  lazy(() =>
    import('../../../ui/components/live-lint.tsx').then((module) => ({ default: module.LiveLint })),
  ),
);
const MemoStringToSignView = memo(StringToSignView);
// The hex view and the vector export are collapsed tools: their code loads after the first paint.
const MemoWorkspaceTools = memo(
  lazy(() =>
    import('./workspace-tools.tsx').then((module) => ({ default: module.WorkspaceTools })),
  ),
);
// Send reads the server's announced targets (react-query): it arrives just after the first
// paint, which draws the fields, the string to sign and the sign without it.
const SendSection = lazyWithServerState(() =>
  import('./send-section.tsx').then((module) => module.SendSection),
);
// The programs lie below the fold: their generators load after the first paint.
const SnippetsPanel = lazyWithServerState(() =>
  import('./snippets-panel.tsx').then((module) => module.SnippetsPanel),
);

/** The body editor's Ctrl+Enter: the send of the send section, once it has loaded. */
const submit = () => useRequestStore.getState().submit?.();

/** The Request job: build a query, watch the string to sign and the sign, send, verify. */
export function RequestView() {
  const env = useSettingsStore((s) => s.env);
  const merchantId = useSettingsStore((s) => s.merchantId);
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const timestamp = useRequestStore((s) => s.timestamp);
  const nonce = useRequestStore((s) => s.nonce);
  const body = useRequestStore((s) => s.body);
  const sign = useSignature(secret, { merchantId, timestamp, nonce, body });
  // The body the whole-body views show: the typed one, once its sign is painted (spec 5.2 view).
  const shownBody = useValueAfterPaint(body);
  const shownParts = useMemo(
    () => ({ merchantId, timestamp, nonce, body: shownBody }),
    [merchantId, timestamp, nonce, shownBody],
  );
  // Where the send section draws the response: below both columns, full width.
  const [responseSlot, setResponseSlot] = useState<HTMLDivElement | null>(null);

  return (
    <div className="request-view">
      <div className="request-grid">
        <div className="column">
          <RequestFields />
          <Suspense fallback={null}>
            <MemoLiveLint
              merchantId={merchantId}
              timestamp={timestamp}
              nonce={nonce}
              rawBody={shownBody}
            />
          </Suspense>
          <BodyPanel onSubmit={submit} />
          <RequestRedactionNote parts={shownParts} />
        </div>
        <div className="column">
          <MemoStringToSignView parts={shownParts} />
          <Suspense fallback={null}>
            <MemoWorkspaceTools parts={shownParts} secret={secret} />
          </Suspense>
          <SignaturePanel
            sign={sign}
            merchantId={merchantId}
            timestamp={timestamp}
            nonce={nonce}
            secretLabel={secretLabel(env)}
          />
          <Suspense fallback={<p className="hint">Loading Send…</p>}>
            <SendSection responseSlot={responseSlot} />
          </Suspense>
        </div>
      </div>
      <div ref={setResponseSlot} />
      <Suspense fallback={null}>
        <SnippetsPanel body={shownBody} />
      </Suspense>
      <RejectionChecklist />
    </div>
  );
}
