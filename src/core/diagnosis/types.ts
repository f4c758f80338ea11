/**
 * Types of the mistake search (Verify & diagnose job, docs/architecture.md): what a case holds, what a
 * diagnosis says, and the stable cause codes of docs/architecture.md (extend the list, never rename).
 */

import type { Environment, SignedKind } from '../protocol/case-kinds.ts';
import type { PasteArtifact } from '../intake/types.ts';

/**
 * Why a received sign differs from the expected one: the stable contract of docs/architecture.md,
 * append-only (never rename). `PASTE_ARTIFACT` blames the paste, not the sender. Exported as the
 * contract's one list, for tools that read the codes.
 *
 * @public
 */
export const CAUSE_CODES = [
  'CRLF_SEPARATORS',
  'SEPARATORS_MISSING',
  'FIELD_ORDER',
  'BODY_REFORMATTED',
  'SECRET_ENV_MIXED',
  'TIMESTAMP_MILLISECONDS',
  'OUTPUT_FORMAT',
  'UNKNOWN',
  'SECRET_WHITESPACE',
  'TRAILING_LINE_FEED',
  'BODY_ENCODING',
  'TIMESTAMP_MISMATCH',
  'SECRET_ENCODING',
  'KEY_MESSAGE_SWAPPED',
  'PASTE_ARTIFACT',
  'PLAIN_HASH',
] as const;

/** One of {@link CAUSE_CODES}. */
export type CauseCode = (typeof CAUSE_CODES)[number];

/** A failing case: the failure-log fields of spec 5.5 plus the secrets the console holds. */
export interface DiagnosisInput {
  kind: SignedKind;
  env: Environment;
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  receivedSign: string;
  secrets: { test?: string; production?: string };
  /**
   * Paste artifacts the intake suspected but could not prove (e.g. 'trailing-newline', 'nbsp',
   * 'zero-width'): tried first, and blamed on the paste, never on the sender.
   */
  suspectedArtifacts?: readonly PasteArtifact[];
  /**
   * Whose sign is searched: the sender's received sign (default), or the sign the verifying
   * handler computed (a failure log's expected_sign, spec 5.5), which changes the wording.
   */
  signer?: 'sender' | 'handler';
  /**
   * The request's User-Agent, when the case shows one (the sandbox's traffic log, a pasted raw
   * request, HAR or `curl -v` output): it names the sender's client stack, so a hint can fit it
   * (a trailing line feed axios trimmed, a millisecond clock). Never inferred when absent.
   */
  userAgent?: string;
  /**
   * Set when the intake proved the body is a logger's rewrite of the one sent (a JSON log's
   * parsed body object): a body change that reproduces the sign is then the logger's, never
   * blamed on the sender's library (explain/logged-body.ts).
   */
  bodyRewrittenBy?: 'logger';
}

/** The mistake (one, or two from different dimensions) that reproduces the received sign. */
export interface Found {
  /** One or two cause codes, in the order of the spec 5.5 checklist. */
  causes: CauseCode[];
  title: string;
  /**
   * One sentence addressed to the party that made the mistake (the sender, the verifying
   * handler, or the receiver of a response or webhook): what they did. Two mistakes, two.
   */
  lead: string;
  /** The one fix, a short sentence (two for two mistakes); {@link fix} is the full how-to. */
  action: string;
  explanation: string;
  fix: string;
  /** The exact string the sender must have signed (equal to `correctPayload` for key or output mistakes). */
  senderPayload: string;
  /** The string to sign of spec 5.2 for this case. */
  correctPayload: string;
  /** Specifics, one line each: which order, which body change, which encoding. Never a secret. */
  details: string[];
  /**
   * The libraries that write the bytes the body mistake points at, the one the words name first
   * (the sender's User-Agent chooses among the set the bytes name); absent when none is named.
   */
  libraries?: string[];
}

/** The verdict on a case. `searched` counts the MACs and digests the search computed. */
export type Diagnosis =
  | { verdict: 'MATCH'; expectedSign: string; notes: string[] }
  | {
      verdict: 'MISMATCH';
      expectedSign: string;
      found: Found | null;
      searched: number;
      /** Remarks on the received sign itself (empty, unreadable, MD5-sized, ...). */
      notes: string[];
      /**
       * Set when nothing was found and the other environment's secret was not typed: the
       * mix-up of spec 5.5 "Secret" could not be tested, and every place says so.
       */
      untestedSecret?: Environment;
    };

/** Thrown when the secret of the case's environment is not known; the UI asks for it. */
export class MissingSecretError extends Error {
  readonly env: Environment;

  constructor(env: Environment) {
    super(`The ${env} secret is needed to compute the expected sign; enter it to diagnose.`);
    this.name = 'MissingSecretError';
    this.env = env;
  }
}
