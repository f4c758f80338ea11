/**
 * One signed message of a batch (Verify & diagnose job, docs/verify-intake.md): the failure-log
 * fields of spec 5.5 and what names the sender, read from one entry or line of a log.
 */
import { headerValue } from '../intake/extract/headers.ts';
import type { Intake } from '../intake/types.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import { USER_AGENT_HEADER } from '../protocol/headers.ts';

/** A signed message of a batch, as Verify opens it as its own case. */
export interface BatchMessage {
  /** Its place in the batch, from 0. */
  index: number;
  /** Where it came from, for its row: `entry 12`, `line 40`. */
  source: string;
  kind: SignedKind;
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  receivedSign: string;
  contentType: string;
  userAgent: string;
  url?: string;
  /** The HTTP status or result code the log shows for it (spec 7), when it shows one. */
  responseCode?: string;
  /** The log holds the body as its logger re-wrote it (intake `bodyRewrittenBy`). */
  bodyRewrittenBy?: 'logger';
}

/**
 * The message an intake read (spec 5.1 headers, 5.2 body), or null when it carries no received
 * sign: a batch lists signed messages only.
 */
export function messageOf(intake: Intake, index: number, source: string): BatchMessage | null {
  const { fields } = intake;
  const receivedSign = fields.receivedSign?.trim() ?? '';
  if (receivedSign === '') return null;
  const userAgent =
    intake.kind === 'request' ? (headerValue(intake.headers, USER_AGENT_HEADER)?.trim() ?? '') : '';
  return {
    index,
    source,
    kind: intake.kind,
    merchantId: fields.merchantId ?? '',
    timestamp: fields.timestamp ?? '',
    nonce: fields.nonce ?? '',
    rawBody: fields.rawBody,
    receivedSign,
    contentType: fields.contentType ?? '',
    userAgent,
    ...(intake.url ? { url: intake.url } : {}),
    ...(intake.status !== undefined ? { responseCode: String(intake.status) } : {}),
    ...(intake.bodyRewrittenBy ? { bodyRewrittenBy: intake.bodyRewrittenBy } : {}),
  };
}
