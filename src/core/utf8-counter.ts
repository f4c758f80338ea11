/**
 * UTF-8 byte counts of a text being edited: after the first count, only the text from the
 * first changed character on is counted again, so a megabyte body typed into at its end costs
 * a short scan per keystroke.
 */
import { utf8Length } from './bytes.ts';
import { firstDifference } from './text-diff.ts';

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** A counter for one text over time: call it with each new version; it returns `utf8Length`. */
export function createUtf8Counter(): (text: string) => number {
  let counted = '';
  let bytes = 0;
  return (text) => {
    let from = firstDifference(counted, text);
    // A surrogate pair is one character: the count starts before it, not between its halves.
    if (from > 0 && isHighSurrogate(text.charCodeAt(from - 1))) from--;
    bytes += utf8Length(text.slice(from)) - utf8Length(counted.slice(from));
    counted = text;
    return bytes;
  };
}
