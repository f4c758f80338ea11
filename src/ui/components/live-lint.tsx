import { useState } from 'react';
import { createFieldLint } from '../../core/lint/index.ts';
import type { LintInput } from '../../core/lint/index.ts';
import { LintFindings } from './lint-findings.tsx';
import { useNow } from '../hooks/use-now.ts';
import { useQuietValue } from '../hooks/use-quiet-value.ts';
import { isLongBody } from '../../core/text/long-body.ts';

/**
 * How long typing in a long body pauses before its findings are made again; until then the
 * findings of the long body before it stay (a body that becomes long is linted at once).
 */
const lintQuietMs = (linted: string, typed: string) =>
  isLongBody(linted.length) && isLongBody(typed.length) ? 300 : 0;

/**
 * Lint findings for the signed fields, re-checked every second so clock drift stays current
 * (the body's own findings only when the body changes; for a long body, once typing pauses).
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
  const rawBody = useQuietValue(fields.rawBody, lintQuietMs);
  const findings = lint({ ...fields, rawBody, nowMs: now }).filter(
    (finding) => !omit.includes(finding.id),
  );
  return <LintFindings findings={findings} />;
}
