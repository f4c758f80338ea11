import { useState } from 'react';
import { createFieldLint } from '../../core/lint/index.ts';
import type { LintInput } from '../../core/lint/index.ts';
import { LintFindings } from './lint-findings.tsx';
import { useNow } from '../hooks/use-now.ts';

/**
 * Lint findings for the signed fields, re-checked every second so clock drift stays current
 * (the body's own findings only when the body changes).
 * Its own component, so the ticking clock re-renders only this list. `omit` leaves out findings
 * a view says in its own words (a ticket's age, in Verify).
 */
export function LiveLint({
  omit = [],
  ...fields
}: Omit<LintInput, 'nowMs'> & { omit?: readonly string[] }) {
  const now = useNow();
  // The body is linted again only when it changes, not on every tick of the clock.
  const [lint] = useState(createFieldLint);
  const findings = lint({ ...fields, nowMs: now }).filter((finding) => !omit.includes(finding.id));
  return <LintFindings findings={findings} />;
}
