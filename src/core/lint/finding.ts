/**
 * The one way lint rules build a finding (types.ts `LintFinding`): each rule file binds the field
 * it checks once, so its findings cannot name the wrong field.
 */
import type { LintField, LintFinding } from './types.ts';

/** A builder of findings about `field`. */
export function findingFor(field: LintField) {
  return (
    id: string,
    severity: LintFinding['severity'],
    message: string,
    fix: string,
  ): LintFinding => ({ id, severity, field, message, fix });
}
