/**
 * A Verify case as the reply to the merchant reads it (Verify & diagnose job, docs/architecture.md;
 * spec 5.5): the failure-log fields, and what the ticket shows around them.
 */
import type { Diagnosis } from '../diagnosis/types.ts';
import type { Environment, SignedKind } from '../protocol/case-kinds.ts';
import type { ReplyCaseAnswer } from './lead-sentence.ts';
import type { TicketStack } from './ticket-stack.ts';

/** A Verify case as the reply reads it: the failure-log fields of spec 5.5 and its context. */
export interface ReplyCase extends ReplyCaseAnswer {
  kind: SignedKind;
  env: Environment;
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  /**
   * Set when the paste cannot tell where the body ends (src/core/paste/body-end.ts): a vector
   * over bytes that may hold the conversation would teach the merchant a wrong sign.
   */
  bodyEndUncertain?: boolean;
  /** The request's User-Agent, when the case shows it: it names the sender's stack. */
  userAgent?: string;
  /** The URL or request target the case was sent to, when known: the fix sends to its base URL. */
  url?: string;
  /** The request's Host header, when the ticket shows it (a request target has no host). */
  host?: string;
  /** The Content-Type the case shows. */
  contentType?: string;
  /** The ticket's text, read for evidence of the stack (the code it quotes), never quoted. */
  ticketText?: string;
  /** The receiver's stack the ticket proves (its code or its log's format), if any. */
  ticketStack?: TicketStack;
  /**
   * The search over the sign the merchant's own check computed (a receiver log's `computed=`
   * beside the received X-Sign): what their check did, for a response or webhook.
   */
  ownCheck?: Diagnosis;
  /**
   * The case's share link on the public console address (docs/hosting.md), when one is set:
   * a console the merchant can open, where their own secret never leaves their browser.
   */
  ownCheckLink?: string;
  /** Only their key fingerprints reach the reply (src/core/signing/fingerprint.ts). */
  secrets: { test?: string; production?: string };
}
