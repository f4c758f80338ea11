import { signedRequestHeaders } from '../../../core/signing/request-parts.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import { HeadersTable } from '../../../ui/components/headers-table.tsx';

/** The live X-Sign and the headers it goes out with. */
export function SignaturePanel({
  sign,
  merchantId,
  timestamp,
  nonce,
  secretLabel,
}: {
  sign: string | null;
  merchantId: string;
  timestamp: string;
  nonce: string;
  secretLabel: string;
}) {
  const headers = sign ? signedRequestHeaders({ merchantId, timestamp, nonce, sign }) : null;
  return (
    <section className="panel signature-panel" aria-labelledby="sign-title">
      <header className="panel-header">
        <h3 id="sign-title">X-Sign</h3>
        <span className="muted">HMAC-SHA256, lowercase hex</span>
        {sign ? <CopyButton text={sign} label="Copy sign" /> : null}
      </header>
      {sign ? (
        <output data-testid="signature" className="signature mono">
          {sign}
        </output>
      ) : (
        <p className="empty">Enter the {secretLabel} to see the signature.</p>
      )}
      {headers ? <HeadersTable headers={Object.entries(headers)} /> : null}
    </section>
  );
}
