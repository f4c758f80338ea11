/**
 * The string-to-sign lesson's graded hints (spec 5.2): what the learner typed, read back as the
 * four parts it should hold, each said right or wrong. A hint names a part and shows the
 * learner's own bytes; it never prints the whole string to sign, which is the lesson's answer.
 */

/** One part of the string to sign as the learner typed it, and whether it is the right one. */
export interface PartCheck {
  /** The part's name, as the lesson says it (`the nonce`). */
  label: string;
  /** What the learner has there: the text between separators; null when it is missing. */
  yours: string | null;
  ok: boolean;
  /** The part as spec 5.2 builds it, shown only on the third wrong try and only for one part. */
  expected: string;
}

export const PART_LABELS = ['the merchant ID', 'the timestamp', 'the nonce', 'the raw body'];

/**
 * Splits `typed` at its first three line feeds (spec 5.2 rule 1: the body, last, may hold line
 * feeds of its own) and checks each part against `expected`, the four parts in spec order.
 */
export function stringToSignParts(expected: readonly string[], typed: string): PartCheck[] {
  const yours: string[] = [];
  let rest = typed;
  for (let index = 0; index < expected.length - 1; index++) {
    const end = rest.indexOf('\n');
    if (end < 0) break;
    yours.push(rest.slice(0, end));
    rest = rest.slice(end + 1);
  }
  yours.push(rest);
  return expected.map((part, index) => ({
    label: PART_LABELS[index] ?? `part ${index + 1}`,
    yours: yours[index] ?? null,
    ok: yours[index] === part,
    expected: part,
  }));
}

/** How much a wrong try shows: the hints; then the parts checklist; then one part's value. */
export type HintLevel = 'hints' | 'parts' | 'one-part';

/** The level of help after `tries` tries (spec 5.2 is learned by finding the mistake oneself). */
export function hintLevel(tries: number): HintLevel {
  if (tries >= 3) return 'one-part';
  return tries === 2 ? 'parts' : 'hints';
}
