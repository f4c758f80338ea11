/**
 * Makes invisible characters visible, so a string to sign can be read byte for byte
 * (spec 5.2: a single LF separates the parts; CR LF, a BOM or a stray space change the sign).
 */
import { isHighSurrogate, isLowSurrogate } from './surrogates.ts';

export type SegmentKind = 'text' | 'lf' | 'cr' | 'tab' | 'bom' | 'nbsp' | 'zero-width' | 'control';

export interface Segment {
  kind: SegmentKind;
  /** The original characters of the segment. */
  text: string;
  /** What to draw for it: the text itself, or a marker such as ␊ for an invisible character. */
  shown: string;
  /** A name for assistive technology and tooltips, for invisible characters. */
  label?: string;
}

const MARKERS: Record<string, { kind: SegmentKind; shown: string; label: string }> = {
  '\n': { kind: 'lf', shown: '␊', label: 'line feed (0x0A)' },
  '\r': { kind: 'cr', shown: '␍', label: 'carriage return (0x0D)' },
  '\t': { kind: 'tab', shown: '⇥', label: 'tab (0x09)' },
  '\uFEFF': { kind: 'bom', shown: '[BOM]', label: 'byte order mark (U+FEFF)' },
  '\u00A0': { kind: 'nbsp', shown: '⍽', label: 'no-break space (U+00A0)' },
  '\u200B': { kind: 'zero-width', shown: '[ZWSP]', label: 'zero-width space (U+200B)' },
  '\u200C': { kind: 'zero-width', shown: '[ZWNJ]', label: 'zero-width non-joiner (U+200C)' },
  '\u200D': { kind: 'zero-width', shown: '[ZWJ]', label: 'zero-width joiner (U+200D)' },
  '\u2060': { kind: 'zero-width', shown: '[WJ]', label: 'word joiner (U+2060)' },
};

function markerFor(char: string): { kind: SegmentKind; shown: string; label: string } | undefined {
  const known = MARKERS[char];
  if (known) return known;
  const code = char.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) {
    const hex = code.toString(16).toUpperCase().padStart(2, '0');
    return { kind: 'control', shown: `[0x${hex}]`, label: `control character 0x${hex}` };
  }
  return undefined;
}

/**
 * Splits text into runs of ordinary text and single invisible characters, each with a marker
 * to draw. Runs keep the segment count small, so long bodies render quickly.
 */
export function revealInvisibles(text: string): Segment[] {
  const segments: Segment[] = [];
  let run = '';
  for (const char of text) {
    const marker = markerFor(char);
    if (!marker) {
      run += char;
      continue;
    }
    if (run) segments.push({ kind: 'text', text: run, shown: run });
    run = '';
    segments.push({ kind: marker.kind, text: char, shown: marker.shown, label: marker.label });
  }
  if (run) segments.push({ kind: 'text', text: run, shown: run });
  return segments;
}

/**
 * The text with each invisible character replaced by its marker, and each line feed kept after
 * its marker: a plain string that any text view (such as a diff editor) shows faithfully.
 */
export function visibleForm(text: string): string {
  return revealInvisibles(text)
    .map((segment) => (segment.kind === 'lf' ? `${segment.shown}\n` : segment.shown))
    .join('');
}

/** What of a long text to draw: its start and end, and how many characters lie between. */
export interface Elided {
  head: string;
  omitted: number;
  tail: string;
}

/**
 * Shortens a long text for display to its first `head` and last `tail` characters (code
 * points, so no surrogate pair is split), or returns null when it is short enough to draw
 * whole. Drawing a megabyte body on every keystroke would make typing lag; the data itself is
 * never shortened.
 */
export function elideMiddle(text: string, head = 6000, tail = 2000): Elided | null {
  if (text.length <= head + tail + 200) return null;
  // Walked by index, not spread into an array: this runs on every keystroke in a megabyte body.
  const headEnd = codePointsForward(text, 0, head);
  const tailStart = codePointsBackward(text, text.length, tail);
  const omitted = countCodePoints(text, headEnd, tailStart);
  if (omitted <= 200) return null;
  return { head: text.slice(0, headEnd), omitted, tail: text.slice(tailStart) };
}

/** The index `count` code points after `from` (or the end). */
function codePointsForward(text: string, from: number, count: number): number {
  let index = from;
  for (let n = 0; n < count && index < text.length; n++) {
    index +=
      isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1;
  }
  return index;
}

/** The index `count` code points before `to` (or the start). */
function codePointsBackward(text: string, to: number, count: number): number {
  let index = to;
  for (let n = 0; n < count && index > 0; n++) {
    index -=
      isLowSurrogate(text.charCodeAt(index - 1)) && isHighSurrogate(text.charCodeAt(index - 2))
        ? 2
        : 1;
  }
  return index;
}

/** How many code points lie between the indexes `from` and `to`. */
function countCodePoints(text: string, from: number, to: number): number {
  // A pattern scan is many times faster than a loop over char codes on a megabyte.
  const pairs = text.slice(from, to).match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return to - from - pairs;
}
