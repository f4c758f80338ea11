import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { secretLabel, useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useQueryRoute } from '../../../services/environments/use-query-route.ts';
import { redactTypedIn } from '../../../services/environments/typed-secrets.ts';
import { signedRequestHeaders } from '../../../core/signing/request-parts.ts';
import { signNow } from '../../../core/signing/signing.ts';
import { headerValuesProblem } from '../../../core/protocol/header-value.ts';
import { curlCommand } from '../../../core/snippets/curl-snippet.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import { useInPageSandbox } from '../../../services/in-page-sandbox/use-sandbox-host.ts';
import { isEmbeddedSandbox } from '../../../core/console-api/embedded-sandbox.ts';
import { IN_PAGE_SANDBOX } from '../../../core/console-api/in-page.ts';
import { useSendQuery } from '../api/send-query.ts';
import { useRecordHistory } from '../api/use-record-history.ts';
import { useRequestStore } from '../request-store.ts';
import { ProductionConfirm } from './production-confirm.tsx';
import { ResponseArrived } from './response-arrived.tsx';
import { ResponsePanel } from './response-panel.tsx';

/**
 * Send and what follows it: the target, what blocks a send, copy as curl, the production
 * confirmation and the response (drawn into `responseSlot`, below the view's two columns).
 * Ctrl+Enter sends from anywhere in the view; the body editor's own Ctrl+Enter reaches the same
 * send through the request store's `submit`.
 */
export function SendSection({ responseSlot }: { responseSlot: HTMLElement | null }) {
  const env = useSettingsStore((s) => s.env);
  const merchantId = useSettingsStore((s) => s.merchantId);
  const secret = useSettingsStore((s) => s.secrets[s.env]);
  const { baseUrl, endpoint, transport } = useQueryRoute();
  const inPage = useInPageSandbox() && isEmbeddedSandbox(baseUrl, window.location.origin);
  const timestamp = useRequestStore((s) => s.timestamp);
  const nonce = useRequestStore((s) => s.nonce);
  // A value with a control character would split or cut its header (header-value.ts): neither
  // Send nor Copy as curl writes it.
  const headerProblem = headerValuesProblem({
    'Merchant ID': merchantId,
    Timestamp: timestamp,
    Nonce: nonce,
  });
  const mutation = useSendQuery();
  const recordHistory = useRecordHistory();
  // Production asks every time before a send (the dialog names the URL).
  const [confirming, setConfirming] = useState(false);

  const blocker = !endpoint.ok
    ? endpoint.error
    : headerProblem
      ? headerProblem
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

  // Ctrl+Enter sends from anywhere in the view (a window listener) and from the body editor
  // (its own command, through the store's `submit`); both call the latest `send`.
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    const submit = () => latestSend.current();
    const onKey = (event: KeyboardEvent) => {
      // Inside the editor, the editor's own command has sent and consumed the key.
      if (event.defaultPrevented) return;
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        event.preventDefault();
        submit();
      }
    };
    useRequestStore.setState({ submit });
    window.addEventListener('keydown', onKey);
    return () => {
      useRequestStore.setState({ submit: null });
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  // A copied command is run later, in a shell: signed anew when copied, with a fresh timestamp
  // and nonce (spec 5.4 step 2), since the nonce of the last Send would be refused as a replay.
  // Timestamp and nonce the user set by hand are kept, as Send keeps them. A typed secret in the
  // request is redacted from the command, which signs what it sends (the view's note says so).
  const freshOnSend = useRequestStore((s) => s.freshOnSend);
  const curl = () => {
    const { value } = redactTypedIn({ merchantId, ...useRequestStore.getState().prepareSend() });
    const { timestamp, nonce, body } = value;
    const sign = signNow(secret, { merchantId: value.merchantId, timestamp, nonce, body });
    const headers = signedRequestHeaders({ merchantId: value.merchantId, timestamp, nonce, sign });
    return curlCommand({ url: endpoint.ok ? endpoint.url : '', headers, body });
  };

  return (
    <>
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
        {endpoint.ok && secret !== '' && headerProblem === null ? (
          <>
            <CopyButton text={curl} label="Copy as curl" />
            <span className="hint" data-testid="request.curl-note">
              {freshOnSend
                ? 'Signed anew when copied, with a fresh timestamp and nonce.'
                : 'Copies the timestamp and nonce set above: a nonce already sent is refused.'}
            </span>
          </>
        ) : null}
        <span className="muted mono" data-testid="request.send-target">
          {endpoint.ok ? `POST ${endpoint.url}` : null}
          {transport?.viaProxy && !inPage ? " (through this console's proxy)" : null}
          {inPage ? ` (${IN_PAGE_SANDBOX}: answered inside this page)` : null}
        </span>
      </div>
      {blocker ? (
        <p className="hint" data-testid="request.send-blocker">
          {blocker}
        </p>
      ) : null}
      <ResponseArrived
        pending={mutation.isPending}
        failed={mutation.isError}
        result={mutation.data ?? null}
      />
      {responseSlot
        ? createPortal(
            <ResponsePanel
              {...(mutation.isPending
                ? { state: 'pending' }
                : mutation.isError
                  ? { state: 'error', message: mutation.error.message }
                  : mutation.data
                    ? { state: 'done', result: mutation.data }
                    : { state: 'idle' })}
            />,
            responseSlot,
          )
        : null}
      <ProductionConfirm
        open={confirming}
        url={endpoint.ok ? endpoint.url : ''}
        onConfirm={() => send(true)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
