import { lazy, memo, Suspense, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { secretLabel, useSettingsStore } from '../../../app/settings-store.ts';
import { useQueryRoute } from '../../../app/use-query-route.ts';
import { LiveLint } from '../../../ui/live-lint.tsx';
import { RejectionChecklist } from '../../../ui/rejection-checklist-view.tsx';
import { StringToSignView } from '../../../ui/string-to-sign-view.tsx';
import { useSignature } from '../../../ui/use-signature.ts';
import { useValueAfterPaint } from '../../../ui/use-value-after-paint.ts';
import { useSendQuery } from '../api/send-query.ts';
import { useRecordHistory } from '../api/use-record-history.ts';
import { useRequestStore } from '../request-store.ts';
import { BodyPanel } from './body-panel.tsx';
import { RequestFields } from './request-fields.tsx';
import { ResponsePanel } from './response-panel.tsx';
import { ProductionConfirm } from './production-confirm.tsx';
import { SignaturePanel } from './signature-panel.tsx';
import '../request.css';

// Whole-body views re-render only when their own props change (the body after the sign is
// painted), not on every render of the view.
const MemoLiveLint = memo(LiveLint);
const MemoStringToSignView = memo(StringToSignView);
// The hex view and the vector export are collapsed tools: their code loads after the first paint.
const MemoWorkspaceTools = memo(
  lazy(() =>
    import('./workspace-tools.tsx').then((module) => ({ default: module.WorkspaceTools })),
  ),
);
// The programs lie below the fold: their generators load after the first paint.
const SnippetsPanel = lazy(() =>
  import('./snippets-panel.tsx').then((module) => ({ default: module.SnippetsPanel })),
);

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
  const { endpoint, transport } = useQueryRoute();
  const mutation = useSendQuery();
  const recordHistory = useRecordHistory();
  // Production asks every time before a send (the dialog names the URL).
  const [confirming, setConfirming] = useState(false);

  const blocker = !endpoint.ok
    ? endpoint.error
    : secret === ''
      ? `Enter the ${secretLabel(env)} to send.`
      : merchantId.trim() === ''
        ? 'Enter the merchant ID to send.'
        : null;

  const send = (confirmed = false) => {
    if (blocker || !endpoint.ok || !transport || mutation.isPending) return;
    if (env === 'production' && !confirmed) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    const values = useRequestStore.getState().prepareSend();
    mutation.mutate(
      { url: endpoint.url, fetchUrl: transport.fetchUrl, secret, merchantId, ...values },
      { onSuccess: (result, input) => void recordHistory(env, input, result) },
    );
  };

  // Ctrl+Enter sends from anywhere in the view; the listener is added once and always calls the
  // latest `send`. Inside the body editor, the editor's own command sends and consumes the key.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      send();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="request-view">
      <div className="request-grid">
        <div className="column">
          <RequestFields />
          <MemoLiveLint
            merchantId={merchantId}
            timestamp={timestamp}
            nonce={nonce}
            rawBody={shownBody}
          />
          <BodyPanel onSubmit={send} />
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
            body={body}
            url={endpoint.ok ? endpoint.url : null}
            secretLabel={secretLabel(env)}
          />
          <div className="send-row">
            <button
              type="button"
              className="primary"
              onClick={() => send()}
              disabled={blocker !== null || mutation.isPending}
              title="Ctrl+Enter"
            >
              {mutation.isPending ? 'Sending…' : 'Send'}
            </button>
            <span className="muted mono" data-testid="request.send-target">
              {endpoint.ok ? `POST ${endpoint.url}` : null}
              {transport?.viaProxy ? " (through this console's proxy)" : null}
            </span>
          </div>
          {blocker ? <p className="hint">{blocker}</p> : null}
        </div>
      </div>
      <ResponsePanel
        {...(mutation.isPending
          ? { state: 'pending' }
          : mutation.isError
            ? { state: 'error', message: mutation.error.message }
            : mutation.data
              ? { state: 'done', result: mutation.data }
              : { state: 'idle' })}
      />
      <Suspense fallback={null}>
        <SnippetsPanel body={shownBody} />
      </Suspense>
      <RejectionChecklist />
      <ProductionConfirm
        open={confirming}
        url={endpoint.ok ? endpoint.url : ''}
        onConfirm={() => send(true)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
