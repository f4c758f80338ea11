/**
 * Lint of `X-Timestamp` (spec 5.1, 5.2 rule 5, 8): Unix time in whole seconds as decimal text,
 * close to the service's clock.
 */
import { DEFAULT_CLOCK_WINDOW_SECONDS, readTimestamp } from '../protocol/timestamp-form.ts';
import { describeDriftFromNow } from './drift.ts';
import { findingFor } from './finding.ts';
import type { LintFinding } from './types.ts';

const finding = findingFor('timestamp');

const nowText = (nowMs: number) =>
  `Use the current Unix time in seconds, e.g. ${Math.floor(nowMs / 1000)}.`;

/**
 * Findings for a timestamp (spec 5.1 `X-Timestamp`, 5.2 rule 5, 8): empty, in milliseconds, a
 * formatted date, not an integer, or further from `nowMs` than the clock window (default 300 s),
 * with the drift in human terms.
 */
export function lintTimestamp(
  timestamp: string,
  nowMs: number,
  clockWindowSeconds = DEFAULT_CLOCK_WINDOW_SECONDS,
): LintFinding[] {
  const text = timestamp.trim();
  const reading = readTimestamp(text);
  switch (reading.form) {
    case 'empty':
      return [finding('timestamp-empty', 'error', 'The timestamp is empty.', nowText(nowMs))];
    case 'milliseconds':
      return [
        finding(
          'timestamp-milliseconds',
          'error',
          `The timestamp ${text} has ${text.length} digits: it looks like milliseconds. X-Timestamp is Unix time in seconds.`,
          `Send whole seconds, e.g. ${reading.seconds}, and sign the same text.`,
        ),
      ];
    case 'date':
      return [
        finding(
          'timestamp-date-string',
          'error',
          `The timestamp "${text}" is a formatted date. X-Timestamp is Unix time in seconds.`,
          `Send ${reading.seconds} (that date in Unix seconds), and sign the same text.`,
        ),
      ];
    case 'leading-zero':
      return [
        finding(
          'timestamp-leading-zero',
          'error',
          `The timestamp ${text} starts with a zero. X-Timestamp is Unix seconds as plain decimal digits.`,
          `Send ${reading.seconds}, and sign the same text.`,
        ),
      ];
    case 'fraction':
    case 'other':
      return [
        finding(
          'timestamp-not-integer',
          'error',
          `The timestamp "${text}" is not a whole number of seconds.`,
          nowText(nowMs),
        ),
      ];
    case 'seconds':
      break;
  }
  const driftSeconds = Number(text) - nowMs / 1000;
  if (Math.abs(driftSeconds) <= clockWindowSeconds) return [];
  return [
    finding(
      'timestamp-clock-drift',
      'warning',
      `The timestamp is ${describeDriftFromNow(Number(text), nowMs)}; the allowed difference is ${clockWindowSeconds} s.`,
      `${nowText(nowMs)} Check the sender's clock, and sign right before sending (spec 5.4).`,
    ),
  ];
}
