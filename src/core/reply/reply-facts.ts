/**
 * The one adapter between the diagnosis (src/core/diagnosis) and the reply to the merchant: what
 * the reply needs of a Verify result, read from the diagnosis's current shape. When the
 * explanation API changes, only this file follows it.
 */
import type { Diagnosis, CauseCode } from '../diagnosis/types.ts';

/** What the reply says of a diagnosis (spec 5.5), in the diagnosis's own words. */
export type ReplyFacts =
  | { verdict: 'MATCH' }
  | {
      verdict: 'MISMATCH';
      /** Empty when the search found no mistake that reproduces the received sign. */
      causes: CauseCode[];
      /** What the bytes show, with the actor written as "The sender" (replaced by the reply). */
      explanation: string;
      /** How to fix it, one or two sentences citing the spec. */
      fix: string;
      /** The string the sender signed, when the search reproduced it. */
      senderPayload: string | null;
      /** The string to sign of spec 5.2 for the case. */
      correctPayload: string | null;
      /** Libraries the body's bytes point at, best first. */
      libraries: string[];
    };

/** The diagnosis's words for the sender, replaced by the reply's own address. */
const ACTORS = ['The verifying handler', 'The sender'];

/** The reply's facts of a diagnosis; `actor` is who the reply addresses ("Your code"). */
export function replyFactsOf(diagnosis: Diagnosis, actor: string): ReplyFacts {
  if (diagnosis.verdict === 'MATCH') return { verdict: 'MATCH' };
  const found = diagnosis.found;
  if (!found) {
    return {
      verdict: 'MISMATCH',
      causes: [],
      explanation: '',
      fix: '',
      senderPayload: null,
      correctPayload: null,
      libraries: [],
    };
  }
  const address = (text: string) =>
    ACTORS.reduce(
      (out, name) =>
        out.replaceAll(name, actor).replaceAll(name.toLowerCase(), actor.toLowerCase()),
      text,
    );
  return {
    verdict: 'MISMATCH',
    causes: found.causes,
    explanation: address(found.explanation),
    fix: address(found.fix),
    senderPayload: found.senderPayload,
    correctPayload: found.correctPayload,
    libraries: found.libraries ?? [],
  };
}
