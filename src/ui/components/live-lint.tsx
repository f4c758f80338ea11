import { lintFields } from '../../core/lint/index.ts';
import type { LintInput } from '../../core/lint/index.ts';
import { LintFindings } from './lint-findings.tsx';
import { useNow } from '../hooks/use-now.ts';

/**
 * Lint findings for the signed fields, re-checked every second so clock drift stays current.
 * Its own component, so the ticking clock re-renders only this list. `omit` leaves out findings
 * a view says in its own words (a ticket's age, in Verify).
 */
export function LiveLint({
  omit = [],
  ...fields
}: Omit<LintInput, 'nowMs'> & { omit?: readonly string[] }) {
  const now = useNow();
  const findings = lintFields({ ...fields, nowMs: now }).filter(
    (finding) => !omit.includes(finding.id),
  );
  return <LintFindings findings={findings} />;
}
