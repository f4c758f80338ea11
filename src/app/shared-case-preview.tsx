import { fromHex } from '../core/text/bytes.ts';
import { checkSignBytes } from '../core/signing/sign-check.ts';
import type { ShareCase } from '../core/share/share-link.ts';
import { SecretNeeded } from '../ui/components/secret-needed.tsx';
import { SignComparison } from '../ui/components/sign-comparison.tsx';
import { useSignature } from '../ui/hooks/use-signature.ts';
import { secretLabel, useSettingsStore } from './environments/settings-store.ts';

/**
 * The one sign check's verdict (spec 5.2 rule 4, 5.3 rule 4) on a computed expected sign: none
 * without a secret, or where the check finds no received sign.
 */
function verdictOf(shared: ShareCase, expected: string | null): 'MATCH' | 'MISMATCH' | null {
  const mac = expected === null ? null : fromHex(expected);
  if (!mac) return null;
  const check = checkSignBytes(shared.kind, mac, shared.received_sign ?? '');
  if (check.ok) return 'MATCH';
  return check.reason === 'missing' ? null : 'MISMATCH';
}

/**
 * A shared case as soon as the link is read, while the Verify view and its diagnosis load: what
 * the link holds, and the expected sign computed live from the secret typed on the left.
 */
export function SharedCasePreview({ shared }: { shared: ShareCase }) {
  const secret = useSettingsStore((s) => s.secrets[shared.env]);
  const expected = useSignature(secret, {
    merchantId: shared.merchant_id,
    timestamp: shared.timestamp,
    nonce: shared.nonce,
    body: shared.raw_body,
  });
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
      <SignComparison
        expected={expected}
        received={shared.received_sign ?? ''}
        verdict={verdictOf(shared, expected)}
        pending={false}
      />
    </section>
  );
}
