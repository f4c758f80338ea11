/**
 * The failure log fields spec 5.5 recommends, named once for the export that writes a log and
 * the intake that reads one back.
 */

/** The field names spec 5.5 recommends for a failure log, in the spec's order. */
export const FAILURE_LOG_KEYS = [
  'merchant_id',
  'timestamp',
  'nonce',
  'raw_body',
  'sign_payload',
  'received_sign',
  'expected_sign',
] as const;

/** A failure log of spec 5.5: each recommended field as text. */
export type FailureLog = Record<(typeof FAILURE_LOG_KEYS)[number], string>;
