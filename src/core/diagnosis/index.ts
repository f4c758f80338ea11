/**
 * The mistake search of issue 3 "Verify and Diagnose": diagnose a failing case and name the
 * mistake (spec 5.5) that reproduces its received sign.
 */
export { compareSign, diagnose } from './diagnose.ts';
export type { SignVerdict } from './diagnose.ts';
export { CAUSE_CODES, MissingSecretError } from './types.ts';
export type {
  CauseCode,
  Diagnosis,
  DiagnosisInput,
  Environment,
  Found,
  SignedKind,
} from './types.ts';
