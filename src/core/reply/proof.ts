/**
 * The reply's proof (spec 5.2, 5.5): the two strings to sign around their first difference, with
 * line feeds and carriage returns drawn, and the byte offset; for a key mistake the two key
 * fingerprints (src/core/signing/fingerprint.ts), never a secret.
 */
import { keyFingerprint } from '../signing/fingerprint.ts';
import { utf8Length } from '../text/bytes.ts';
import { firstDifference } from '../text/text-diff.ts';
import { revealInvisibles } from '../text/visible-text.ts';
import type { CauseCode } from '../diagnosis/types.ts';
import type { Environment } from '../protocol/case-kinds.ts';
import { fenced } from './markdown.ts';

/** Characters shown on each side of the first difference. */
const CONTEXT = 32;

/** The text on one line, every invisible character drawn as its marker (␊ for LF, ␍ for CR). */
function drawn(text: string): string {
  return revealInvisibles(text)
    .map((segment) => segment.shown)
    .join('');
}

function window(text: string, at: number): string {
  const start = Math.max(0, at - CONTEXT);
  const end = Math.min(text.length, at + CONTEXT);
  return `${start > 0 ? '…' : ''}${drawn(text.slice(start, end))}${end < text.length ? '…' : ''}`;
}

/**
 * The two strings to sign around their first difference, as lines of a text block, and the
 * offset in bytes of UTF-8 (spec 5.2 rule 3). Null when the strings are equal (a key or output
 * mistake signs the right string).
 */
export function payloadProof(
  correct: string,
  signed: string,
  labels: readonly [string, string] = ['spec 5.2', 'you sign'],
): string[] | null {
  if (correct === signed) return null;
  const at = firstDifference(correct, signed);
  const width = Math.max(labels[0].length, labels[1].length) + 1;
  const [first, second] = labels.map((label) => `${label}:`.padEnd(width));
  return [
    `The strings to sign first differ at byte ${utf8Length(correct.slice(0, at))} (␊ is a line feed, ␍ a carriage return):`,
    '',
    ...fenced('text', `${first}  ${window(correct, at)}\n${second}  ${window(signed, at)}`),
  ];
}

const KEY_CAUSES: readonly CauseCode[] = [
  'SECRET_ENV_MIXED',
  'SECRET_WHITESPACE',
  'SECRET_ENCODING',
  'KEY_MESSAGE_SWAPPED',
];

/** The fingerprint recipe, so the merchant computes theirs without showing the secret. */
export const FINGERPRINT_RECIPE =
  'A key fingerprint is the first 8 hex characters of HMAC-SHA256 keyed with the secret over the text ' +
  '`signing-console key fingerprint v1`, e.g. ' +
  '`printf %s "signing-console key fingerprint v1" | openssl dgst -sha256 -hmac "$API_SECRET" | cut -c1-8` ' +
  '(the command may print a prefix before the hex). It shows whether two keys are the same without showing either.';

/**
 * Key fingerprints for a key mistake: the secret the case needs, and for a mixed environment the
 * other environment's, by fingerprint only. Null when no key mistake is among the causes.
 */
export function keyProof(
  causes: readonly CauseCode[],
  env: Environment,
  secrets: { test?: string; production?: string },
): string[] | null {
  if (!causes.some((cause) => KEY_CAUSES.includes(cause))) return null;
  const expected = secrets[env];
  if (!expected) return null;
  const other: Environment = env === 'test' ? 'production' : 'test';
  const otherSecret = secrets[other];
  const lines = [
    `- The ${env} key for this merchant has the fingerprint \`${keyFingerprint(expected)}\`.`,
  ];
  if (causes.includes('SECRET_ENV_MIXED') && otherSecret) {
    lines.push(
      `- Your code signed with the key whose fingerprint is \`${keyFingerprint(otherSecret)}\`: the ${other} key.`,
    );
  } else {
    lines.push('- The key your code uses gives another fingerprint.');
  }
  return [...lines, '', FINGERPRINT_RECIPE];
}
