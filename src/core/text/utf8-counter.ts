/**
 * UTF-8 byte counts of a text being edited: after the first count, only the edited run (from
 * the first to the last changed character) is counted again, so a key typed anywhere in a
 * megabyte body costs a short scan.
 */
import { utf8Length } from './bytes.ts';
import { commonSuffixLength, firstDifference } from './text-diff.ts';
import { isHighSurrogate, isLowSurrogate } from './surrogates.ts';

/** A counter for one text over time: call it with each new version; it returns `utf8Length`. */
export function createUtf8Counter(): (text: string) => number {
  let counted = '';
  let bytes = 0;
  return (text) => {
    let from = firstDifference(counted, text);
    let shared = commonSuffixLength(counted, text, from);
    // A surrogate pair is one character: the edited run never starts or ends between its
    // halves, in the old text or the new one, so the counts on either side stay whole.
    if (from > 0 && isHighSurrogate(text.charCodeAt(from - 1))) from--;
    if (shared > 0 && isLowSurrogate(text.charCodeAt(text.length - shared))) shared--;
    bytes +=
      utf8Length(text.slice(from, text.length - shared)) -
      utf8Length(counted.slice(from, counted.length - shared));
    counted = text;
    return bytes;
  };
}
