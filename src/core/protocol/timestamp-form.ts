/**
 * What a timestamp text is (spec 5.1 `X-Timestamp`: Unix time in seconds as decimal text). The
 * sandbox refuses and the lint warns on the same reading, so both name a mistake the same way.
 */

/** Digits from which a Unix time is in milliseconds: up to 11 digits of seconds reach 5138. */
const MILLISECONDS_MIN_DIGITS = 12;

/**
 * Allowed clock difference, in seconds, when none is configured: the sandbox's choice for a gap
 * of spec 8, which the lint uses too.
 */
export const DEFAULT_CLOCK_WINDOW_SECONDS = 300;

/** Whether a text of decimal digits is Unix time in milliseconds rather than seconds. */
export function isMillisecondDigits(digits: string): boolean {
  return digits.length >= MILLISECONDS_MIN_DIGITS;
}

export type TimestampForm =
  | { form: 'empty' }
  | { form: 'seconds'; seconds: number }
  /**
   * Digits with a leading zero (`0170000000`): the spec's examples never pad, and another service
   * may read the text differently, so only the canonical decimal form is accepted.
   */
  | { form: 'leading-zero'; seconds: number }
  /** Twelve digits or more: Unix time in milliseconds. `seconds` drops the last three. */
  | { form: 'milliseconds'; seconds: string }
  | { form: 'fraction' }
  /** A formatted date the platform can read; `seconds` is that instant in Unix seconds. */
  | { form: 'date'; seconds: number }
  | { form: 'other' };

/**
 * Reads a timestamp as spec 5.1 wants it, canonical decimal digits (`0`, or up to 11 digits
 * without a leading zero, which reaches the year 5138), or as one of its usual mistakes:
 * milliseconds, a leading zero, a fraction, a date string.
 */
export function readTimestamp(timestamp: string): TimestampForm {
  const text = timestamp.trim();
  if (text === '') return { form: 'empty' };
  if (/^\d+$/.test(text)) {
    if (isMillisecondDigits(text)) return { form: 'milliseconds', seconds: text.slice(0, -3) };
    if (text.length > 1 && text.startsWith('0')) {
      return { form: 'leading-zero', seconds: Number(text) };
    }
    return { form: 'seconds', seconds: Number(text) };
  }
  if (/^\d*\.\d*$/.test(text) && text !== '.') return { form: 'fraction' };
  // A bare number (negative, exponent) is no date, whatever Date.parse makes of it.
  const numeric = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?$/i.test(text);
  const parsed = Date.parse(text);
  if (!numeric && !Number.isNaN(parsed)) {
    return { form: 'date', seconds: Math.floor(parsed / 1000) };
  }
  return { form: 'other' };
}
