/**
 * What the Verify & diagnose view (that job in docs/architecture.md) reads out of a pasted ticket: the
 * four signed parts of spec 5.2, the received `X-Sign` and where they came from.
 */

import type { Environment, SignedKind } from '../protocol/case-kinds.ts';

/**
 * What copying through a ticket, chat or e-mail may have done to the bytes: a line break added
 * after the body, spaces turned into no-break spaces, zero-width characters slipped in, line
 * endings changed. Listed when it cannot be proven, so the mistake search can try these first.
 */
export type PasteArtifact =
  | 'trailing-newline'
  | 'nbsp'
  | 'zero-width'
  | 'crlf-to-lf'
  | 'lf-to-crlf'
  | 'smart-quotes'
  | 'mail-wrap';

/** Which half of a HAR entry or a terminal transcript to read. */
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
  /** The id of the registry's reader that read it (locate/registry.ts). */
  format: string;
  /** Which variant of the format, when it has several (`Go http.Header (%+v)`, `PHP var_dump`). */
  formatDetail?: string;
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
  env?: Environment;
  /** The halves a transcript shows, when the user may pick one (like a HAR entry's side). */
  sides?: HarSide[];
  /** What the paste proved it had changed and was put back, one sentence each. */
  restored?: string[];
  /**
   * Every reading the signature may decide between, this one first (decide.ts); absent when
   * the paste reads one way only.
   */
  readings?: Intake[];
  /**
   * Set when the bytes prove the body shown is not the one sent: a JSON log holds it as a parsed
   * object, so the body is the logger's serialization (the diagnosis then never blames the
   * sender's library for how it is written).
   */
  bodyRewrittenBy?: 'logger';
  /**
   * Set when where the body ends cannot be told (src/core/paste/body-end.ts): text after it in
   * the paste may have been read into it, so no test vector is built over it.
   */
  bodyEnd?: 'uncertain';
  /** Paste damage that may have happened but cannot be proven; the bytes are kept as pasted. */
  suspectedArtifacts?: PasteArtifact[];
}

/**
 * A paste the intake cannot read: `error` is one plain sentence (what is missing, what to ask
 * for), `details` what the page folds under it (what was found where, the formats read, why each
 * reader stopped), one line each.
 */
export interface IntakeRefusal {
  ok: false;
  error: string;
  details?: string[];
}

export type IntakeResult = { ok: true; intake: Intake } | IntakeRefusal;
