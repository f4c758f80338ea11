import type { ShareCase } from '../core/share/share-link.ts';
import { SecretNeeded } from '../ui/components/secret-needed.tsx';
import { SignComparison } from '../ui/components/signed-bytes/sign-comparison.tsx';
import { useSignVerdict } from '../ui/hooks/use-sign-verdict.ts';
import { secretLabel, useSettingsStore } from '../services/environments/settings-store.ts';

/**
 * A shared case as soon as the link is read, while the Verify view and its diagnosis load: what
 * the link holds, and the expected sign computed live from the secret typed on the left.
 */
export function SharedCasePreview({ shared }: { shared: ShareCase }) {
  const secret = useSettingsStore((s) => s.secrets[shared.env]);
  const received = shared.received_sign ?? '';
  const { expected, verdict } = useSignVerdict(
    secret,
    shared.kind,
    {
      merchantId: shared.merchant_id,
      timestamp: shared.timestamp,
      nonce: shared.nonce,
      body: shared.raw_body,
    },
    received,
  );
  return (
    <section className="shared-case-preview" aria-label="Shared case" data-testid="shared-case">
      <p role="status">Opening the shared case in Verify & diagnose…</p>
      <dl className="facts">
        <dt>Signed</dt>
        <dd>{shared.kind}</dd>
        <dt>Merchant</dt>
        <dd className="mono">{shared.merchant_id}</dd>
        <dt>Timestamp</dt>
        <dd className="mono">{shared.timestamp}</dd>
        <dt>Nonce</dt>
        <dd className="mono">{shared.nonce}</dd>
      </dl>
      {secret === '' ? <SecretNeeded label={secretLabel(shared.env)} /> : null}
      <SignComparison expected={expected} received={received} verdict={verdict} pending={false} />
    </section>
  );
}
