/**
 * Parts of the reply to the merchant (spec 5.3, 5.5, 7) that the single and the batch reply
 * share: a MATCH and the service's answer, the receiver's sections, what the search did not try,
 * and how to send bytes that survive a ticket.
 */
import type { Diagnosis } from '../diagnosis/types.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { answerReadingOf, matchSentence, mismatchSentence } from './lead-sentence.ts';
import { prose } from './markdown.ts';
import { FINGERPRINT_RECIPE } from './proof.ts';
import type { ReplyCase } from './reply-case.ts';
import { receiverReply } from './receiver-reply.ts';

/** How to send a message so its bytes survive: the request as sent, or the bytes received. */
export function pasteAdvice(kind: SignedKind): string[] {
  const what = kind === 'request' ? 'request' : kind === 'webhook' ? 'notification' : 'response';
  const bytes =
    kind === 'request' ? 'the bytes you signed' : 'the bytes the service sent and signed';
  const body =
    kind === 'request'
      ? 'the request body as an attached file, exactly as your code sends it;'
      : 'the raw body as your receiver read it, before parsing, as an attached file;';
  return [
    `## How to send us the ${what} so its bytes survive`,
    '',
    `The copy we received was changed on its way (a ticket, chat or e-mail adds line breaks, turns spaces into no-break spaces or quotes into curly ones; a logger that parses the body writes it out anew), so ${bytes} cannot be checked from it. Please send one of these instead:`,
    '',
    `- ${body}`,
    '- the body as base64 (`base64 -w0 body.json`), which no ticket system changes;',
    '- the failure log of spec 5.5 as a JSON file, with `merchant_id`, `timestamp`, `nonce`, `raw_body`, `sign_payload`, `received_sign` and `expected_sign`.',
  ];
}

/** A MATCH: the signature is right, and what the service's answer says, if the ticket shows it. */
export function matchSections(replyCase: ReplyCase): string[] {
  const reading =
    replyCase.kind === 'webhook'
      ? undefined
      : answerReadingOf(
          replyCase,
          replyCase.kind === 'request' ? replyCase : replyCase.answeredRequest,
        );
  const lines = [matchSentence(replyCase.kind, reading, replyCase.responseCode)];
  // The answer's code says the one thing to change: that is the reply's fix.
  if (reading && !(replyCase.kind === 'response' && reading.aboutSignature)) {
    lines.push('', '## The fix', '', prose(reading.fix));
  }
  return lines;
}
/**
 * When nothing was found and the other environment's secret was not typed: the search did not
 * test the mix-up, so the reply asks for the key fingerprint rather than claim it was tried.
 */
export function untestedLines(diagnosis: Diagnosis, kind: SignedKind): string[] {
  if (diagnosis.verdict !== 'MISMATCH' || !diagnosis.untestedSecret) return [];
  const env = diagnosis.untestedSecret === 'test' ? 'production' : 'test';
  const who = kind === 'request' ? 'your code signs' : 'your receiver checks';
  return [
    `We could not test whether ${who} with the ${diagnosis.untestedSecret} secret instead of the ${env} one. Please send the fingerprint of the key it uses, so we can compare it with both:`,
    '',
    FINGERPRINT_RECIPE,
  ];
}

/**
 * A response's or webhook's reply (spec 5.3): to the receiver. The merchant's own failing check
 * (a log's computed sign) is theirs to fix even when the service's X-Sign verifies; a ticket
 * copy the X-Sign does not verify over is not the bytes the service sent.
 */
export function receiverSections(
  replyCase: ReplyCase,
  diagnosis: Diagnosis,
  language: SnippetLanguageId,
): string[] {
  const kind = replyCase.kind === 'webhook' ? 'webhook' : 'response';
  const own = replyCase.ownCheck?.verdict === 'MISMATCH' ? replyCase.ownCheck : null;
  const facts = own ?? (diagnosis.verdict === 'MISMATCH' ? diagnosis : null);
  if (!facts) return matchSections(replyCase);
  const causes = facts.found?.causes ?? [];
  if (!own && causes.length > 0 && causes.every((cause) => cause === 'PASTE_ARTIFACT')) {
    return [mismatchSentence(replyCase.kind, causes), '', ...pasteAdvice(replyCase.kind)];
  }
  const lines =
    own && diagnosis.verdict === 'MATCH'
      ? [
          `The service's X-Sign on this ${kind === 'webhook' ? 'notification' : 'response'} verifies over the bytes in the ticket, so the ${kind} is genuine; the check that failed is your receiver's own.`,
          '',
        ]
      : [];
  const untested = facts.found ? [] : untestedLines(facts, replyCase.kind);
  if (untested.length > 0) lines.push(...untested, '');
  lines.push(
    ...receiverReply({
      kind,
      whose: own ? 'check' : 'copy',
      causes,
      found: facts.found?.senderPayload ?? null,
      correct: facts.found?.correctPayload ?? null,
      stack: replyCase.ticketStack ?? null,
      language,
      env: replyCase.env,
      secrets: replyCase.secrets,
    }),
  );
  return lines;
}
