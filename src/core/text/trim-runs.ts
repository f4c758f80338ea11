/**
 * Trimming a run of given characters from the ends of a text, by hand. A pattern such as
 * `/[ \t]+$/` or `/\/+$/` is tried again from every position of a long run that something other
 * than the end follows, so a paste of spaces and one letter takes quadratic time; these loops
 * look at each character once (lint's regexp/no-super-linear-move rejects the patterns).
 */

/** Space and tab: HTTP's optional white space around a field value (RFC 9110 5.6.3). */
export const BLANKS = ' \t';

/** The index where the run of `chars` that ends `text` starts (`text.length` when none does). */
export function endRunStart(text: string, chars: string, from = text.length): number {
  let end = from;
  while (end > 0 && chars.includes(text[end - 1] as string)) end -= 1;
  return end;
}

/** The index just after the run of `chars` that starts `text` at `from` (`from` when none does). */
export function startRunEnd(text: string, chars: string, from = 0): number {
  let start = from;
  while (start < text.length && chars.includes(text[start] as string)) start += 1;
  return start;
}

/** `text` without the run of `chars` at its end. */
export function trimEndRun(text: string, chars: string): string {
  const end = endRunStart(text, chars);
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the run of `chars` at its start. */
export function trimStartRun(text: string, chars: string): string {
  const start = startRunEnd(text, chars);
  return start === 0 ? text : text.slice(start);
}

/** `text` without the runs of `chars` at either end. */
export function trimRuns(text: string, chars: string): string {
  return trimEndRun(trimStartRun(text, chars), chars);
}
