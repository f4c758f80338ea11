import { useEffect, useEffectEvent } from 'react';
import { useConsoleEnvironments } from '../../../app/console-environments.ts';
import { secretLabel, useSettingsStore } from '../../../app/settings-store.ts';
import { queryEndpoint, transportFor } from '../../../core/endpoint.ts';
import { LiveLint } from '../../../ui/live-lint.tsx';
import { RejectionChecklist } from '../../../ui/rejection-checklist-view.tsx';
import { StringToSignView } from '../../../ui/string-to-sign-view.tsx';
import { useSignature } from '../../../ui/use-signature.ts';
import { useSendQuery } from '../api/send-query.ts';
import { useRequestStore } from '../request-store.ts';
import { BodyPanel } from './body-panel.tsx';
import { RequestFields } from './request-fields.tsx';
import { ResponsePanel } from './response-panel.tsx';
import { SignaturePanel } from './signature-panel.tsx';
import '../request.css';

/** The Request job: build a query, watch the string to sign and the sign, send, verify. */
export function RequestView() {
  const env = useSettingsStore((s) => s.env);
  const merchantId = useSettingsStore((s) => s.merchantId);
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const baseUrl = useSettingsStore((s) => s.baseUrls[s.env]);
  const timestamp = useRequestStore((s) => s.timestamp);
  const nonce = useRequestStore((s) => s.nonce);
  const body = useRequestStore((s) => s.body);
  const { sign, current } = useSignature(secret, { merchantId, timestamp, nonce, body });
  const endpoint = queryEndpoint(baseUrl, window.location.origin);
  const { data: proxyTargets } = useConsoleEnvironments();
  const transport = endpoint.ok
    ? transportFor(endpoint.url, env, proxyTargets, window.location.origin)
    : null;
  const mutation = useSendQuery();

  const blocker = !endpoint.ok
    ? endpoint.error
    : secret === ''
      ? `Enter the ${secretLabel(env)} to send.`
      : merchantId.trim() === ''
        ? 'Enter the merchant ID to send.'
        : null;

  const send = () => {
    if (blocker || !endpoint.ok || !transport || mutation.isPending) return;
    const values = useRequestStore.getState().prepareSend();
    mutation.mutate({
      url: endpoint.url,
      fetchUrl: transport.fetchUrl,
      secret,
      merchantId,
      ...values,
    });
  };

  // Ctrl+Enter sends; the listener is added once and always calls the latest `send`.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
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
          <LiveLint merchantId={merchantId} timestamp={timestamp} nonce={nonce} rawBody={body} />
          <BodyPanel />
        </div>
        <div className="column">
          <StringToSignView parts={{ merchantId, timestamp, nonce, body }} />
          <SignaturePanel
            sign={sign}
            current={current}
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
              onClick={send}
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
      <RejectionChecklist />
    </div>
  );
}
