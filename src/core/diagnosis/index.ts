/**
 * The mistake search of the Verify & diagnose job (DESIGN.md): diagnose a failing case and name the
 * mistake (spec 5.5) that reproduces its received sign.
 */
export { compareSign, diagnose } from './diagnose.ts';
export type { SignVerdict } from './diagnose.ts';
export { MissingSecretError } from './types.ts';
export type {
  CauseCode,
  Diagnosis,
  DiagnosisInput,
  Environment,
  Found,
  SignedKind,
} from './types.ts';
