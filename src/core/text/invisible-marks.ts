/**
 * Where the invisible characters of a text are, by offset, for an editor to mark them (spec
 * 5.2 rule 1: the raw body is signed exactly, so a BOM, a no-break space, a zero-width character
 * or trailing whitespace changes the sign though nothing shows). The characters and their names
 * are those of visible-text.ts; line feeds are ordinary line breaks in an editor and not marked.
 */
import { revealInvisibles, type SegmentKind } from './visible-text.ts';

export interface InvisibleMark {
  /** UTF-16 offsets into the text, `end` exclusive (what editors such as Monaco count). */
  start: number;
  end: number;
  kind: Exclude<SegmentKind, 'text' | 'lf'> | 'trailing-space';
  /** The marker visible-text.ts draws for it, and its name. */
  shown: string;
  label: string;
}

/** Every invisible character but LF, and each run of spaces or tabs that ends a line. */
export function invisibleMarks(text: string): InvisibleMark[] {
  const marks: InvisibleMark[] = [];
  let offset = 0;
  for (const segment of revealInvisibles(text)) {
    if (segment.kind !== 'text' && segment.kind !== 'lf') {
      marks.push({
        start: offset,
        end: offset + segment.text.length,
        kind: segment.kind,
        shown: segment.shown,
        label: segment.label ?? segment.kind,
      });
    }
    offset += segment.text.length;
  }
  for (const match of text.matchAll(/[ \t]+(?=\r?\n|$)/g)) {
    marks.push({
      start: match.index,
      end: match.index + match[0].length,
      kind: 'trailing-space',
      shown: '·'.repeat(match[0].length),
      label: `trailing whitespace (${match[0].length} ${match[0].length === 1 ? 'character' : 'characters'}): signed like any other byte`,
    });
  }
  return marks.sort((a, b) => a.start - b.start);
}
