/**
 * The mistake search of the Verify & diagnose job (docs/architecture.md): diagnose a failing case and name the
 * mistake (spec 5.5) that reproduces its received sign.
 */
export { compareSign, diagnose, diagnosePart, sharedDiagnosis } from './diagnose.ts';
export type { DiagnosisPart, PartProgress } from './diagnose.ts';
export type { SearchShare } from './search.ts';
export { MissingSecretError } from './types.ts';
export { forgetLastResults } from './last-result.ts';
export { summarizeDiagnosis } from './explain/summary.ts';
export type { CauseCode, Diagnosis, DiagnosisInput, Found } from './types.ts';
