import { lintFields } from '../../core/lint/index.ts';
import type { LintInput } from '../../core/lint/index.ts';
import { LintFindings } from './lint-findings.tsx';
import { useNow } from '../hooks/use-now.ts';

/**
 * Lint findings for the signed fields, re-checked every second so clock drift stays current.
 * Its own component, so the ticking clock re-renders only this list.
 */
export function LiveLint(fields: Omit<LintInput, 'nowMs'>) {
  const now = useNow();
  return <LintFindings findings={lintFields({ ...fields, nowMs: now })} />;
}
