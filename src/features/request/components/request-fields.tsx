import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { headerValueProblem } from '../../../core/protocol/header-value.ts';
import { TextField } from '../../../ui/components/text-field.tsx';
import { useRequestStore } from '../request-store.ts';

/**
 * Merchant ID, timestamp and nonce, with "now" and "regenerate" actions and the fresh-on-send
 * switch. Each is a header value (spec 5.1): one holding a control character says so at the
 * field, and Send is blocked with the same reason.
 */
export function RequestFields() {
  const merchantId = useSettingsStore((s) => s.merchantId);
  const setMerchantId = useSettingsStore((s) => s.setMerchantId);
  const timestamp = useRequestStore((s) => s.timestamp);
  const nonce = useRequestStore((s) => s.nonce);
  const freshOnSend = useRequestStore((s) => s.freshOnSend);
  // Actions are selected, not read with getState() during render: a render reads state only
  // through subscriptions.
  const setTimestamp = useRequestStore((s) => s.setTimestamp);
  const setNonce = useRequestStore((s) => s.setNonce);
  const stampNow = useRequestStore((s) => s.stampNow);
  const regenerateNonce = useRequestStore((s) => s.regenerateNonce);
  const setFreshOnSend = useRequestStore((s) => s.setFreshOnSend);

  return (
    <div className="panel request-fields">
      <TextField
        label="Merchant ID"
        value={merchantId}
        error={headerValueProblem('Merchant ID', merchantId)}
        errorTestId="request.merchant-id-error"
        onChange={setMerchantId}
        hint="The ID the service assigned, not a name or login."
      />
      <TextField
        label="Timestamp"
        value={timestamp}
        error={headerValueProblem('Timestamp', timestamp)}
        errorTestId="request.timestamp-error"
        onChange={setTimestamp}
        hint="Unix time in seconds (spec 5.1)."
        actions={
          <button type="button" onClick={stampNow}>
            Now
          </button>
        }
      />
      <TextField
        label="Nonce"
        value={nonce}
        error={headerValueProblem('Nonce', nonce)}
        errorTestId="request.nonce-error"
        onChange={setNonce}
        hint="Random, non-empty; 16 to 32 characters recommended."
        actions={
          <button type="button" onClick={regenerateNonce}>
            Regenerate
          </button>
        }
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={freshOnSend}
          onChange={(event) => setFreshOnSend(event.target.checked)}
        />
        Fresh timestamp and nonce on every send
      </label>
    </div>
  );
}
