import type { LintFinding } from '../../core/lint/index.ts';
import './lint-findings.css';

/** Lint findings about the signed fields: what is wrong and how to fix it. */
export function LintFindings({ findings }: { findings: LintFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul className="lint-findings" aria-label="Field checks" data-testid="ui.lint-findings">
      {findings.map((finding) => (
        <li key={finding.id} className={`lint lint-${finding.severity}`} data-lint={finding.id}>
          <strong>{finding.message}</strong> {finding.fix}
        </li>
      ))}
    </ul>
  );
}
