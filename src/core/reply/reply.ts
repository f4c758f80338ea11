/**
 * The reply to the merchant (Verify & diagnose job, docs/architecture.md; spec 5.5): Markdown that
 * reads well as plain text, in this order: one plain sentence, the fix as code that runs, the
 * proof, a test vector, and for a damaged paste how to send the bytes so they survive. It holds
 * no secret and nothing only this console can open (a link only on the public console
 * address); the same case gives the same reply.
 */
import type { CauseCode, Diagnosis } from '../diagnosis/types.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { OWN_CHECK_LINE } from '../share/console-address.ts';
import { baseUrlOf, PLACEHOLDER_BASE_URL } from './base-url.ts';
import { senderStackOf } from './code-language.ts';
import { fixProgram } from './fix-code.ts';
import { addressee, mismatchSentence } from './lead-sentence.ts';
import { fenced, prose } from './markdown.ts';
import { keyProof, payloadProof } from './proof.ts';
import type { ReplyCase } from './reply-case.ts';
import { replyFactsOf } from './reply-facts.ts';
import { matchSections, pasteAdvice, receiverSections, untestedLines } from './reply-sections.ts';
import { receiverFixFor } from './receiver-fixes.ts';
import { replyVector } from './test-vector.ts';

export type { ReplyCase } from './reply-case.ts';

/** Key mistakes: the fix is which secret, with fingerprints, never a program. */
const KEY_CAUSES: readonly CauseCode[] = [
  'SECRET_ENV_MIXED',
  'SECRET_WHITESPACE',
  'SECRET_ENCODING',
];

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
  if (replyCase.ownCheckLink) {
    // An autolink: the link's base64url holds `_`, which a bare URL could turn into emphasis.
    lines.push('', '## Check it yourself', '', OWN_CHECK_LINE, '', `<${replyCase.ownCheckLink}>`);
  }
  lines.push('', ...vectorSection(replyCase), '');
  return lines.join('\n');
}

/** What the reply says of the body's end when it builds no vector over it. */
export const NO_VECTOR_UNCERTAIN_END =
  'No test vector this time: the paste does not show where the body ends, so a vector over it could sign text that is not part of the message; send the exact body bytes (spec 5.2) and we will build one.';

/**
 * The test vector (spec 5.2) over the case's parts, or one line saying why there is none: a
 * body whose end the paste cannot tell gets no vector.
 */
function vectorSection(replyCase: ReplyCase): string[] {
  if (replyCase.bodyEndUncertain) return [NO_VECTOR_UNCERTAIN_END];
  const vector = replyVector({
    merchantId: replyCase.merchantId,
    timestamp: replyCase.timestamp,
    nonce: replyCase.nonce,
    body: replyCase.rawBody,
  });
  return [
    '## A test vector',
    '',
    'Your fixed code, given these inputs, must produce this `sign`. The secret is a published demo secret, not yours.',
    '',
    ...fenced('json', JSON.stringify(vector, null, 2)),
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
  const untested = untestedLines(diagnosis, replyCase.kind);
  const lines = [mismatchSentence(replyCase.kind, causes, untested.length > 0)];
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
    const baseUrl = baseUrlOf(replyCase.url, replyCase.host);
    const program = fixProgram(replyCase.kind, language, stack.library, {
      baseUrl,
      merchantId: replyCase.merchantId,
      body: replyCase.rawBody,
    });
    lines.push('', '## The fix', '');
    if (facts.fix) lines.push(prose(facts.fix), '');
    // A body mistake changes a few lines: those first, the whole program to try it after.
    if (program.lines)
      lines.push('The lines that change:', '', ...fenced(program.fence, program.lines), '');
    lines.push(program.caption, '', ...fenced(program.fence, program.code.trimEnd()));
    if (baseUrl === PLACEHOLDER_BASE_URL) {
      // The ticket shows no host: the program's default is no address of the merchant's.
      lines.push(
        '',
        "The ticket shows no host, so set `BASE_URL` to your environment's base URL before running it.",
      );
    }
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
