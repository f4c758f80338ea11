/**
 * The reply to the merchant (Verify & diagnose job, docs/architecture.md; spec 5.5): Markdown that
 * reads well as plain text, in this order: one plain sentence, the fix as code that runs, the
 * proof, a test vector, and for a damaged paste how to send the bytes so they survive. It holds
 * no secret and nothing only this console can open; the same case gives the same reply.
 */
import type { CauseCode, Diagnosis } from '../diagnosis/types.ts';
import type { Environment, SignedKind } from '../protocol/case-kinds.ts';
import { baseUrlOf } from './base-url.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { senderStackOf } from './code-language.ts';
import { fixProgram } from './fix-code.ts';
import {
  addressee,
  answerReadingOf,
  matchSentence,
  mismatchSentence,
  type ReplyCaseAnswer,
} from './lead-sentence.ts';
import { fenced, prose } from './markdown.ts';
import { FINGERPRINT_RECIPE, keyProof, payloadProof } from './proof.ts';
import { replyFactsOf } from './reply-facts.ts';
import { receiverReply } from './receiver-reply.ts';
import { receiverFixFor } from './receiver-fixes.ts';
import { replyVector } from './test-vector.ts';
import type { TicketStack } from './ticket-stack.ts';

/** A Verify case as the reply reads it: the failure-log fields of spec 5.5 and its context. */
export interface ReplyCase extends ReplyCaseAnswer {
  kind: SignedKind;
  env: Environment;
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
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
  /** Only their key fingerprints reach the reply (src/core/signing/fingerprint.ts). */
  secrets: { test?: string; production?: string };
}

/** Key mistakes: the fix is which secret, with fingerprints, never a program. */
const KEY_CAUSES: readonly CauseCode[] = [
  'SECRET_ENV_MIXED',
  'SECRET_WHITESPACE',
  'SECRET_ENCODING',
];

/** How to send a message so its bytes survive: the request as sent, or the bytes received. */
function pasteAdvice(kind: SignedKind): string[] {
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

/** The language the reply's code is preselected in: the sender's stack, else the last choice. */
export function preselectedLanguage(
  replyCase: Pick<ReplyCase, 'userAgent' | 'kind' | 'ticketStack' | 'ticketText'>,
  diagnosis: Diagnosis,
  lastChoice: SnippetLanguageId,
): SnippetLanguageId {
  const proven = replyCase.ticketStack
    ? receiverFixFor(replyCase.ticketStack.stack).language
    : null;
  if (replyCase.kind !== 'request' && proven) return proven;
  const facts = replyFactsOf(diagnosis, addressee(replyCase.kind));
  const libraries = facts.verdict === 'MISMATCH' ? facts.libraries : [];
  const userAgent = replyCase.kind === 'request' ? replyCase.userAgent : undefined;
  return senderStackOf(userAgent, libraries, replyCase.ticketText).language ?? proven ?? lastChoice;
}

/**
 * The reply for a case and its diagnosis (spec 5.5), its code in `language`. Deterministic: the
 * same case, diagnosis and language give the same text. Secrets are read only for their key
 * fingerprints; the vector is signed with the published demo secret.
 */
export function writeReply(
  replyCase: ReplyCase,
  diagnosis: Diagnosis,
  language: SnippetLanguageId,
): string {
  const what = replyCase.kind === 'request' ? 'request' : replyCase.kind;
  const lines: string[] = [
    `# Signature check: ${what} from merchant ${prose(replyCase.merchantId) || '(no merchant ID)'}`,
    '',
    ...(replyCase.kind === 'request'
      ? requestSections(replyCase, diagnosis, language)
      : receiverSections(replyCase, diagnosis, language)),
  ];
  const vector = replyVector({
    merchantId: replyCase.merchantId,
    timestamp: replyCase.timestamp,
    nonce: replyCase.nonce,
    body: replyCase.rawBody,
  });
  lines.push(
    '',
    '## A test vector',
    '',
    'Your fixed code, given these inputs, must produce this `sign`. The secret is a published demo secret, not yours.',
    '',
    ...fenced('json', JSON.stringify(vector, null, 2)),
    '',
  );
  return lines.join('\n');
}

/** A MATCH: the signature is right, and what the service's answer says, if the ticket shows it. */
function matchSections(replyCase: ReplyCase): string[] {
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

/** A request's reply (spec 5.1, 5.4): to the sender, in the stack the evidence proves. */
function requestSections(
  replyCase: ReplyCase,
  diagnosis: Diagnosis,
  language: SnippetLanguageId,
): string[] {
  const facts = replyFactsOf(diagnosis, addressee(replyCase.kind));
  if (facts.verdict === 'MATCH') return matchSections(replyCase);
  const { causes } = facts;
  const lines = [mismatchSentence(replyCase.kind, causes)];
  const untested = untestedLines(diagnosis, replyCase.kind);
  if (untested.length > 0) lines.push('', ...untested);
  // The diagnosis quotes the case (a timestamp, a header): prose, so it opens no Markdown.
  if (facts.explanation) lines.push('', `What the bytes show: ${prose(facts.explanation)}`);
  const pasteOnly = causes.length > 0 && causes.every((cause) => cause === 'PASTE_ARTIFACT');
  const keyOnly = causes.length > 0 && causes.every((cause) => KEY_CAUSES.includes(cause));
  if (keyOnly) {
    // A secret mix-up changes no code: which secret, and the fingerprints in the proof.
    lines.push('', '## The fix', '', prose(facts.fix));
  } else if (!pasteOnly) {
    const stack = senderStackOf(replyCase.userAgent, facts.libraries, replyCase.ticketText);
    const program = fixProgram(replyCase.kind, language, stack.library, {
      baseUrl: baseUrlOf(replyCase.url, replyCase.host),
      merchantId: replyCase.merchantId,
      body: replyCase.rawBody,
    });
    lines.push('', '## The fix', '');
    if (facts.fix) lines.push(prose(facts.fix), '');
    // A body mistake changes a few lines: those first, the whole program to try it after.
    if (program.lines)
      lines.push('The lines that change:', '', ...fenced(program.fence, program.lines), '');
    lines.push(program.caption, '', ...fenced(program.fence, program.code.trimEnd()));
  }
  const proof = [
    ...(facts.correctPayload !== null && facts.senderPayload !== null
      ? (payloadProof(facts.correctPayload, facts.senderPayload) ?? [])
      : []),
    ...(keyProof(causes, replyCase.env, replyCase.secrets) ?? []),
  ];
  if (proof.length > 0) lines.push('', '## The proof', '', ...proof);
  if (pasteOnly) lines.push('', ...pasteAdvice(replyCase.kind));
  return lines;
}

/**
 * A response's or webhook's reply (spec 5.3): to the receiver. The merchant's own failing check
 * (a log's computed sign) is theirs to fix even when the service's X-Sign verifies; a ticket
 * copy the X-Sign does not verify over is not the bytes the service sent.
 */
function receiverSections(
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
