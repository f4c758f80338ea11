import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useNotifyUrl } from '../../../services/sandbox-api/get-notify-url.ts';
import { useSetNotifyUrl } from '../../../services/sandbox-api/set-notify-url.ts';
import { useSandboxStore } from '../sandbox-store.ts';

/**
 * Where a merchant's notifications go (spec 6 leaves the address to the service): the user's own
 * receiver, so a status change reaches it. The sandbox checks the URL (http: or https:, and its
 * outbound address rules) and its refusal is shown as it says it.
 */
export function NotifyUrlForm({ merchantId }: { merchantId: string }) {
  const current = useNotifyUrl(merchantId);
  const save = useSetNotifyUrl();
  const { draft, setDraft } = useSandboxStore(
    useShallow((s) => ({
      draft: s.notifyUrlDrafts[merchantId],
      setDraft: s.setNotifyUrlDraft,
    })),
  );
  const shown = draft ?? current.data?.url ?? '';
  const inputId = `notify-url-${merchantId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ merchantId, url: shown.trim() });
  }

  function reset() {
    setDraft(merchantId, '');
    save.mutate({ merchantId, url: null });
  }

  return (
    <form className="sandbox-receiver-form sandbox-notify-url" onSubmit={submit}>
      <label htmlFor={inputId}>Notify URL of {merchantId}</label>
      <input
        id={inputId}
        className="mono"
        value={shown}
        placeholder="http://127.0.0.1:3000/webhooks"
        aria-describedby={`${inputId}-now`}
        onChange={(event) => setDraft(merchantId, event.target.value)}
      />
      <button type="submit" disabled={save.isPending || shown.trim() === ''}>
        Save notify URL
      </button>
      <button type="button" disabled={save.isPending || !current.data?.url} onClick={reset}>
        Reset notify URL
      </button>
      <p id={`${inputId}-now`} className="muted" data-testid="sandbox.notify-effective">
        Status changes of {merchantId}&apos;s orders go to{' '}
        <span className="mono">{current.data?.effective ?? '…'}</span>
      </p>
      {save.error ? (
        <p role="alert" className="error" data-testid="sandbox.notify-error">
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}
