/**
 * The field lint of the Verify & diagnose job (docs/architecture.md): findings about a case's fields per
 * spec 2, 5.1 and 8.
 */
export { createFieldLint, lintFields } from './lint-fields.ts';
export type { LintFinding, LintInput } from './types.ts';
