/**
 * Types of the field lint (Verify & diagnose job, docs/architecture.md): findings about the signed fields
 * of a case, checked against spec sections 2, 5.1 and 8 before any signature is compared.
 */

/** Which field a finding is about. */
export type LintField = 'merchantId' | 'timestamp' | 'nonce' | 'body' | 'contentType';

/** One problem with a field: how bad it is, what is wrong, and how to fix it. */
export interface LintFinding {
  /** Stable rule id, e.g. `timestamp-milliseconds`, for tests and UI keys. */
  id: string;
  severity: 'error' | 'warning' | 'info';
  field: LintField;
  message: string;
  fix: string;
}

/** The fields of a case, the current time and the allowed clock difference. */
export interface LintInput {
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  /** The Content-Type header when known; not checked when absent. */
  contentType?: string;
  nowMs: number;
  /** Allowed difference between the timestamp and now, in seconds; 300 when not given. */
  clockWindowSeconds?: number;
}
