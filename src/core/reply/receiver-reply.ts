/**
 * The reply to the receiver of a response or webhook (spec 5.3): the service signs by spec 5.2,
 * so what failed is the receiver's check, or the copy in the ticket is not the service's bytes.
 * The service's bytes are the reference; the fix is the receiver's stack's idiom for reading the
 * raw body (receiver-fixes.ts), from the ticket's evidence only; a key mix-up gets which secret
 * and the fingerprints, no program.
 */
import type { CauseCode } from '../diagnosis/types.ts';
import type { Environment } from '../protocol/case-kinds.ts';
import type { SnippetLanguageId } from '../snippets/languages.ts';
import { bodyChanges } from './body-change.ts';
import { fenced } from './markdown.ts';
import { keyProof, payloadProof } from './proof.ts';
import { receiverFixFor, receiverFixIn } from './receiver-fixes.ts';
import type { TicketStack } from './ticket-stack.ts';

/** What the receiver reply reads. */
export interface ReceiverReplyInput {
  kind: 'response' | 'webhook';
  /**
   * `check`: the receiver's own computed sign was searched (what their check did);
   * `copy`: the service's X-Sign over the ticket's copy (the copy is not the bytes sent).
   */
  whose: 'check' | 'copy';
  causes: readonly CauseCode[];
  /** The string the search reproduced: what the check computed over, or what the service signed. */
  found: string | null;
  /** The string to sign over the ticket's body. */
  correct: string | null;
  stack: TicketStack | null;
  language: SnippetLanguageId;
  env: Environment;
  secrets: { test?: string; production?: string };
}

const KEY_CAUSES: readonly CauseCode[] = [
  'SECRET_ENV_MIXED',
  'SECRET_WHITESPACE',
  'SECRET_ENCODING',
];

const bodyOf = (payload: string) => payload.split('\n').slice(3).join('\n');

/** What the receiver's check did, per cause, in its terms. */
const DID: Partial<Record<CauseCode, string>> = {
  TRAILING_LINE_FEED: 'added a line feed after the body',
  CRLF_SEPARATORS: 'joined the parts with CR LF instead of a line feed (spec 5.2)',
  SEPARATORS_MISSING: 'joined the parts with nothing between them (spec 5.2 puts a line feed)',
  FIELD_ORDER: 'put the parts in another order than merchant ID, timestamp, nonce, body (spec 5.2)',
  TIMESTAMP_MILLISECONDS: 'used the timestamp in milliseconds where X-Timestamp carries seconds',
  BODY_ENCODING: 'encoded the text in another encoding than UTF-8 (spec 5.2 rule 3)',
  OUTPUT_FORMAT: 'compared another form than lowercase hex (spec 5.3 rule 4)',
  KEY_MESSAGE_SWAPPED: 'passed the string to sign as the HMAC key and the secret as the message',
  PLAIN_HASH: 'computed a plain SHA-256 instead of HMAC-SHA256',
  TIMESTAMP_MISMATCH: 'used another timestamp than the X-Timestamp received',
};

function leadOf(input: ReceiverReplyInput): string {
  const what = input.kind === 'webhook' ? 'notification' : 'response';
  const other: Environment = input.env === 'test' ? 'production' : 'test';
  if (input.causes.includes('SECRET_ENV_MIXED')) {
    return `Your receiver checks the sign with the ${other} secret; this ${what} is signed with the ${input.env} secret (spec 1: each environment has its own).`;
  }
  if (input.causes.some((cause) => KEY_CAUSES.includes(cause))) {
    return `Your receiver keys its check with the secret changed (a stray space or line feed, or the secret decoded from hex or base64); the service keys it with the secret's text as issued.`;
  }
  if (input.causes.includes('BODY_REFORMATTED') && input.found && input.correct) {
    const [served, checked] =
      input.whose === 'check'
        ? [bodyOf(input.correct), bodyOf(input.found)]
        : [bodyOf(input.found), bodyOf(input.correct)];
    const changes = bodyChanges(served, checked);
    const how = changes.length > 0 ? `: it ${changes.join(', ')}` : '';
    return input.whose === 'check'
      ? `Your receiver's check parsed the body and wrote it again before computing the sign, so it did not verify the raw bytes the service sent${how}. A genuine ${what} fails such a check.`
      : `The body in this ticket is not the bytes the service sent: it was parsed and written again on your side, by the receiver or by the logger that wrote this copy${how}. The service's X-Sign verifies over the bytes as sent.`;
  }
  const did = input.causes.flatMap((cause) => (DID[cause] ? [DID[cause]] : []));
  if (did.length > 0) return `Your receiver's check ${did.join(', and ')}.`;
  return `No common mistake reproduces ${input.whose === 'check' ? 'the sign your receiver computed' : "the service's X-Sign over this copy"}: please send the exact string your receiver signs, in hex, to compare byte for byte.`;
}

function fixOf(input: ReceiverReplyInput): string[] {
  if (input.causes.some((cause) => KEY_CAUSES.includes(cause))) {
    return [
      `Check ${input.kind === 'webhook' ? 'notifications' : 'responses'} of the ${input.env} environment with the ${input.env} secret, exactly as issued. No code changes beyond that:`,
      '',
      ...(keyProof(input.causes, input.env, input.secrets) ?? []),
    ];
  }
  const fix = input.stack ? receiverFixFor(input.stack.stack) : receiverFixIn(input.language);
  const caption = input.stack
    ? `Your receiver is ${fix.label} (${input.stack.evidence}). Verify the raw bytes before parsing; the lines that change:`
    : `The ticket does not show your receiver's stack, so the fix is shown for ${fix.label}; pick your language under Reply code language (Node.js, Python, PHP, Java, Go). Verify the raw bytes before parsing:`;
  return [caption, '', ...fenced(fix.fence, fix.code)];
}

/**
 * The receiver reply's lead, fix and proof, as Markdown lines. The proof sets the service's bytes
 * first, as the reference, against what the check computed over (or the ticket's copy).
 */
export function receiverReply(input: ReceiverReplyInput): string[] {
  // The lead is this file's words, the escapes it quotes already code spans.
  const lines = [
    leadOf(input),
    '',
    `The service signed this ${input.kind === 'webhook' ? 'notification' : 'response'} as spec 5.3 says; the fix is in your receiver.`,
    '',
    '## The fix',
    '',
    ...fixOf(input),
  ];
  if (input.found && input.correct && input.found !== input.correct) {
    const proof =
      input.whose === 'check'
        ? payloadProof(input.correct, input.found, ['the service signed', 'your receiver checked'])
        : payloadProof(input.found, input.correct, ['the service signed', 'this copy']);
    if (proof) lines.push('', '## The proof', '', ...proof);
  }
  return lines;
}
