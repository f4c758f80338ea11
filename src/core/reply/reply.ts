/**
 * The reply to the merchant (Verify & diagnose job, docs/architecture.md; spec 5.5): Markdown that
 * reads well as plain text, in this order: one plain sentence, the fix as code that runs, the
 * proof, a test vector, and for a damaged paste how to send the bytes so they survive. It holds
 * no secret and nothing only this console can open; the same case gives the same reply.
 */
import type { Diagnosis } from '../diagnosis/types.ts';
import type { Environment, SignedKind } from '../protocol/case-kinds.ts';
import { QUERY_PATH } from '../protocol/endpoint.ts';
import { checkBaseUrl } from '../protocol/base-url.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { senderStackOf } from './code-language.ts';
import { fixProgram } from './fix-code.ts';
import { addressee, matchSentence, mismatchSentence } from './lead-sentence.ts';
import { fenced, prose } from './markdown.ts';
import { keyProof, payloadProof } from './proof.ts';
import { replyFactsOf } from './reply-facts.ts';
import { replyVector } from './test-vector.ts';

/** A Verify case as the reply reads it: the failure-log fields of spec 5.5 and its context. */
export interface ReplyCase {
  kind: SignedKind;
  env: Environment;
  merchantId: string;
  timestamp: string;
  nonce: string;
  rawBody: string;
  /** The request's User-Agent, when the case shows it: it names the sender's stack. */
  userAgent?: string;
  /** The URL the case was sent to, when known: the fix sends to the same base URL. */
  url?: string;
  /** The result code or HTTP status the service answered with, when known (spec 7). */
  responseCode?: string;
  /** Only their key fingerprints reach the reply (src/core/signing/fingerprint.ts). */
  secrets: { test?: string; production?: string };
}

/** Where the fix sends when the case shows no URL; `BASE_URL` overrides it. */
const PLACEHOLDER_BASE_URL = 'https://api.example.com';

/** The base URL of the case's URL: its query path or its path dropped; the placeholder if refused. */
function baseUrlOf(url: string | undefined): string {
  if (!url) return PLACEHOLDER_BASE_URL;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return PLACEHOLDER_BASE_URL;
    const path = parsed.pathname.endsWith(QUERY_PATH)
      ? parsed.pathname.slice(0, -QUERY_PATH.length)
      : '';
    // A base URL the one rule refuses (a template in its path) is not written into the fix.
    const base = `${parsed.origin}${path}`;
    return checkBaseUrl(base).ok ? base : PLACEHOLDER_BASE_URL;
  } catch {
    return PLACEHOLDER_BASE_URL;
  }
}

const PASTE_ADVICE = [
  '## How to send us the request so its bytes survive',
  '',
  'The copy we received was changed on its way (a ticket, chat or e-mail adds line breaks, turns spaces into no-break spaces or quotes into curly ones; a logger that parses the body writes it out anew), so the bytes you signed cannot be checked from it. Please send one of these instead:',
  '',
  '- the request body as an attached file, exactly as your code sends it;',
  '- the body as base64 (`base64 -w0 body.json`), which no ticket system changes;',
  '- the failure log of spec 5.5 as a JSON file, with `merchant_id`, `timestamp`, `nonce`, `raw_body`, `sign_payload`, `received_sign` and `expected_sign`.',
];

/** The language the reply's code is preselected in: the sender's stack, else the last choice. */
export function preselectedLanguage(
  replyCase: Pick<ReplyCase, 'userAgent' | 'kind'>,
  diagnosis: Diagnosis,
  lastChoice: SnippetLanguageId,
): SnippetLanguageId {
  const facts = replyFactsOf(diagnosis, addressee(replyCase.kind));
  const libraries = facts.verdict === 'MISMATCH' ? facts.libraries : [];
  const userAgent = replyCase.kind === 'request' ? replyCase.userAgent : undefined;
  return senderStackOf(userAgent, libraries).language ?? lastChoice;
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
  const who = addressee(replyCase.kind);
  const facts = replyFactsOf(diagnosis, who);
  const what = replyCase.kind === 'request' ? 'request' : replyCase.kind;
  const lines: string[] = [
    `# Signature check: ${what} from merchant ${prose(replyCase.merchantId) || '(no merchant ID)'}`,
    '',
  ];
  const causes = facts.verdict === 'MISMATCH' ? facts.causes : [];
  if (facts.verdict === 'MATCH') {
    lines.push(matchSentence(replyCase.kind, replyCase.responseCode));
  } else {
    lines.push(mismatchSentence(replyCase.kind, causes));
    // The diagnosis quotes the case (a timestamp, a header): prose, so it opens no Markdown.
    if (facts.explanation) lines.push('', `What the bytes show: ${prose(facts.explanation)}`);
  }
  const pasteOnly = causes.length > 0 && causes.every((cause) => cause === 'PASTE_ARTIFACT');
  if (facts.verdict === 'MISMATCH' && !pasteOnly) {
    const userAgent = replyCase.kind === 'request' ? replyCase.userAgent : undefined;
    const stack = senderStackOf(userAgent, facts.libraries);
    const program = fixProgram(replyCase.kind, language, stack.library, {
      baseUrl: baseUrlOf(replyCase.url),
      merchantId: replyCase.merchantId,
      body: replyCase.rawBody,
    });
    lines.push('', '## The fix', '');
    if (facts.fix) lines.push(prose(facts.fix), '');
    lines.push(program.caption, '', ...fenced(program.fence, program.code.trimEnd()));
  }
  const proof =
    facts.verdict === 'MISMATCH'
      ? [
          ...(facts.correctPayload !== null && facts.senderPayload !== null
            ? (payloadProof(facts.correctPayload, facts.senderPayload) ?? [])
            : []),
          ...(keyProof(causes, replyCase.env, replyCase.secrets) ?? []),
        ]
      : [];
  if (proof.length > 0) lines.push('', '## The proof', '', ...proof);
  if (pasteOnly) lines.push('', ...PASTE_ADVICE);
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
