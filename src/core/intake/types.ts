/**
 * What the Verify & diagnose view (that job in DESIGN.md) reads out of a pasted ticket: the
 * four signed parts of spec 5.2, the received `X-Sign` and where they came from.
 */

import type { Environment, SignedKind } from '../case-kinds.ts';

/** The kinds of paste the intake understands. */
export type IntakeFormat =
  'raw-http-request' | 'raw-http-response' | 'curl' | 'har' | 'failure-log' | 'headers-and-body';

export type { SignedKind };

/** The environment a case names (spec 1). */
export type IntakeEnv = Environment;

/** Which half of a HAR entry to read. */
export type HarSide = 'request' | 'response';

/** The signed fields found in a paste. `rawBody` is kept byte for byte as pasted. */
export interface IntakeFields {
  merchantId?: string;
  timestamp?: string;
  nonce?: string;
  rawBody: string;
  receivedSign?: string;
  contentType?: string;
  /** The `expected_sign` a failure log recorded, for comparison only (never trusted). */
  expectedSign?: string;
}

/** One line of a HAR's entry list, so the user can pick the entry to check. */
export interface HarEntrySummary {
  index: number;
  method: string;
  url: string;
  status: number;
}

/** A parsed paste. Header names keep their pasted spelling; lookups ignore case. */
export interface Intake {
  format: IntakeFormat;
  kind: SignedKind;
  fields: IntakeFields;
  headers: Array<[string, string]>;
  warnings: string[];
  /** The HTTP method, when the paste shows one (raw request, curl, HAR request). */
  method?: string;
  /** The request target or URL, when the paste shows one. */
  url?: string;
  /** The HTTP status, when the paste is a response. */
  status?: number;
  entries?: HarEntrySummary[];
  entryIndex?: number;
  env?: IntakeEnv;
}

export type IntakeResult = { ok: true; intake: Intake } | { ok: false; error: string };
