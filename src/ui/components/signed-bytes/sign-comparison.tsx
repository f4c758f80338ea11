import { CopyButton } from '../copy-button.tsx';
import './sign-comparison.css';

/** Expected and received sign side by side, with the verdict between them. */
export function SignComparison({
  expected,
  received,
  verdict,
  pending,
  stale = false,
}: {
  expected: string | null;
  received: string;
  verdict: 'MATCH' | 'MISMATCH' | null;
  pending: boolean;
  /** The result belongs to an earlier input than the one on screen: drawn struck and labelled. */
  stale?: boolean;
}) {
  return (
    <section
      className="panel sign-comparison"
      aria-label="Expected and received sign"
      aria-busy={pending}
    >
      <div className="sign-cell">
        <h4>Expected X-Sign</h4>
        <output data-testid="expected-sign" className="signature mono">
          {expected ?? '—'}
        </output>
        {expected ? <CopyButton text={expected} label="Copy expected sign" /> : null}
      </div>
      <div
        className={`verdict-cell verdict-${stale ? 'stale' : (verdict?.toLowerCase() ?? 'none')}`}
      >
        <strong data-testid="verdict" data-stale={stale ? 'true' : undefined}>
          {verdict ?? '…'}
        </strong>
        {stale ? <span className="stale-label">previous case</span> : null}
      </div>
      <div className="sign-cell">
        <h4>Received X-Sign</h4>
        <output data-testid="received-sign" className="signature mono">
          {received === '' ? '—' : received}
        </output>
      </div>
    </section>
  );
}
