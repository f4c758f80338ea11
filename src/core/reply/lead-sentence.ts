/**
 * The reply's first sentence (Verify & diagnose job, docs/architecture.md): what happened, in the
 * merchant's terms, one sentence per cause code of the stable contract. A request is signed by
 * the merchant's code (spec 5.1, 5.2); a response or a webhook is signed by the service and
 * verified by the merchant's receiver (spec 5.3), so there the receiver is what needs fixing.
 */
import type { CauseCode } from '../diagnosis/types.ts';
import type { SignedKind } from '../protocol/case-kinds.ts';
import {
  readServiceAnswer,
  type AnsweredRequest,
  type AnswerReading,
  type ServiceAnswer,
} from '../diagnosis/explain/service-answer.ts';

/** What each cause means for code that computes the sign (a sender, or a receiver checking it). */
const WHAT: Record<CauseCode, string> = {
  CRLF_SEPARATORS:
    'joins the parts of the string to sign with CR LF, where spec 5.2 asks for a single line feed',
  SEPARATORS_MISSING:
    'joins merchant ID, timestamp, nonce and body with nothing between them, where spec 5.2 puts a line feed',
  FIELD_ORDER:
    'puts the parts of the string to sign in another order than merchant ID, timestamp, nonce, body (spec 5.2)',
  BODY_REFORMATTED:
    'signs the body in another form than the bytes on the wire: the JSON is serialized again after signing',
  SECRET_ENV_MIXED: 'uses the secret of the other environment (test and production differ, spec 1)',
  TIMESTAMP_MILLISECONDS:
    'signs the timestamp in milliseconds, but the X-Timestamp header carries seconds',
  OUTPUT_FORMAT: 'writes the sign in another form than lowercase hex HMAC-SHA256 (spec 5.2 rule 4)',
  UNKNOWN: 'computes a sign that none of the common mistakes of spec 5.5 reproduces',
  SECRET_WHITESPACE:
    'keys the HMAC with the secret plus a space or line feed picked up where it is loaded',
  TRAILING_LINE_FEED: 'adds a line feed after the body in the string to sign',
  BODY_ENCODING:
    'signs the body in another encoding than the UTF-8 bytes it sends (spec 5.2 rule 3)',
  TIMESTAMP_MISMATCH:
    'reads the clock twice, so the timestamp signed differs from the one in X-Timestamp',
  SECRET_ENCODING:
    'decodes the secret (from hex or base64) before keying the HMAC, instead of using its text',
  KEY_MESSAGE_SWAPPED:
    'passes the string to sign as the HMAC key and the secret as the message, the other way round',
  PASTE_ARTIFACT:
    'is probably right: the copy we received was changed on the way (a line break or space added by the ticket or chat, or a body a logger re-wrote)',
  PLAIN_HASH: 'computes a plain SHA-256 instead of HMAC-SHA256 keyed with the secret',
};

/** UNKNOWN while a mistake is still untested: what was tried, not a claim about the rest. */
const UNKNOWN_SO_FAR =
  'computes a sign that none of the mistakes we could test reproduces; the most common one left is below';

/**
 * What a cause means for a receiver's check of the service's sign (spec 5.3), where the sender's
 * words would say it signs: the receiver verifies, it signs nothing.
 */
const RECEIVER_WHAT: Partial<Record<CauseCode, string>> = {
  BODY_REFORMATTED:
    'computes the sign over the body parsed and written again, not over the raw bytes the service sent',
  TIMESTAMP_MILLISECONDS:
    'computes the sign over the timestamp in milliseconds, but the X-Timestamp header carries seconds',
  BODY_ENCODING:
    'computes the sign over the body in another encoding than the UTF-8 bytes received (spec 5.2 rule 3)',
  OUTPUT_FORMAT: 'compares the sign in another form than lowercase hex (spec 5.3 rule 4)',
};

/** Who the reply addresses for a kind: the code that signs, or the receiver that verifies. */
export function addressee(kind: SignedKind): string {
  return kind === 'request' ? 'Your code' : 'Your receiver';
}

/**
 * The first sentence for a mismatch (spec 5.5): the causes found, in the merchant's terms.
 * With no cause the sentence says the sign was not reproduced.
 */
export function mismatchSentence(
  kind: SignedKind,
  causes: readonly CauseCode[],
  /** True when a mistake could not be tested (a secret not typed): "none" would claim too much. */
  untested = false,
): string {
  const codes = causes.length > 0 ? causes : (['UNKNOWN'] as const);
  const what = (code: CauseCode) => (code === 'UNKNOWN' && untested ? UNKNOWN_SO_FAR : WHAT[code]);
  if (kind === 'request') return `${addressee(kind)} ${codes.map(what).join(', and ')}.`;
  const lead = `Your receiver's check ${codes.map((code) => RECEIVER_WHAT[code] ?? what(code)).join(', and ')}.`;
  const signed = kind === 'webhook' ? 'this notification' : 'this response';
  return `${lead} The service signed ${signed} as spec 5.3 says; the fix is in your receiver, which must verify the raw bytes it received before parsing them.`;
}

/** What a MATCH means with no answer code this console can read (spec 7, 5.5). */
function matchAdvice(status: string | undefined): string {
  const code = status?.trim();
  const rejected = code === '401' || code === '403';
  const lead = rejected
    ? `Since the signature is right, the rejection (${code}) comes from something else`
    : 'If the service still rejects the call, look';
  return (
    `${lead}: the clock window (X-Timestamp must be Unix seconds close to the service's clock, spec 5.2 rule 5), ` +
    'a nonce reused within that window, or the environment (the test merchant and secret sent to production, or the other way round, spec 1).'
  );
}

/** The service's answer of a case: the one a paste showed, else the code or status a log kept. */
export function answerReadingOf(
  replyCase: Pick<ReplyCaseAnswer, 'answer' | 'responseCode'>,
  request: AnsweredRequest | undefined,
): AnswerReading | undefined {
  const answer =
    replyCase.answer ??
    (replyCase.responseCode === undefined
      ? undefined
      : /^\d{3}$/.test(replyCase.responseCode.trim())
        ? { status: Number(replyCase.responseCode.trim()) }
        : { code: replyCase.responseCode.trim() });
  return answer ? readServiceAnswer(answer, request) : undefined;
}

/** What of a case says how the service answered it. */
export interface ReplyCaseAnswer {
  /** The service's answer the paste shows (its envelope's code, status, timestamp). */
  answer?: ServiceAnswer;
  /** The result code or HTTP status a log kept, when no answer is shown (spec 7). */
  responseCode?: string;
  /** For a response case, the request it answered, when the ticket shows it. */
  answeredRequest?: AnsweredRequest;
}

/**
 * The first sentence for a MATCH: the signature is right, and, when the service's answer is
 * known, the one thing that answer says (service-answer.ts); else what to look at instead.
 */
export function matchSentence(kind: SignedKind, reading?: AnswerReading, status?: string): string {
  if (reading && kind === 'request') return reading.lead;
  const what =
    kind === 'request'
      ? 'The signature your code sent is right: it equals the HMAC-SHA256 of the string to sign (spec 5.2).'
      : `The service's signature on this ${kind} is right (spec 5.3): a receiver that rejects it verifies other bytes than it received, or with another secret.`;
  if (kind === 'webhook' || !reading) return `${what} ${matchAdvice(status)}`;
  // A genuine answer that refuses the request's signature says nothing of this response's:
  // the request is what to check.
  const genuine =
    "The service's signature on this response is right (spec 5.3), so the answer is genuine.";
  if (reading.aboutSignature) {
    return `${genuine} Its answer to your request is ${reading.code} (${reading.title}): the request's own signature is what to check, so please send the request as it was sent.`;
  }
  return `${genuine} Its answer to your request: ${reading.lead}`;
}
