/**
 * Where the invisible characters of a text are, by offset, for an editor to mark them (spec
 * 5.2 rule 1: the raw body is signed exactly, so a BOM, a no-break space, a zero-width character
 * or trailing whitespace changes the sign though nothing shows). The characters and their names
 * are those of visible-text.ts; line feeds are ordinary line breaks in an editor and not marked.
 */
import { revealInvisibles, type SegmentKind } from './visible-text.ts';
import { BLANKS, endRunStart } from './trim-runs.ts';

export interface InvisibleMark {
  /** UTF-16 offsets into the text, `end` exclusive (what editors such as Monaco count). */
  start: number;
  end: number;
  kind: Exclude<SegmentKind, 'text' | 'lf'> | 'trailing-space';
  /** The marker visible-text.ts draws for it, and its name. */
  shown: string;
  label: string;
}

/**
 * The runs of spaces and tabs that end a line (before its CR LF or LF, or at the end), found from
 * each line end backwards: `/[ \t]+(?=\r?\n|$)/g` retries from every blank of a long run.
 */
function trailingBlanks(text: string): Array<[start: number, end: number]> {
  const runs: Array<[number, number]> = [];
  for (let at = 0; at <= text.length;) {
    const lf = text.indexOf('\n', at);
    const lineEnd = lf === -1 ? text.length : lf;
    const end = lf !== -1 && text[lf - 1] === '\r' ? lf - 1 : lineEnd;
    const start = Math.max(at, endRunStart(text, BLANKS, end));
    if (start < end) runs.push([start, end]);
    at = lineEnd + 1;
  }
  return runs;
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
  for (const [start, end] of trailingBlanks(text)) {
    const length = end - start;
    marks.push({
      start,
      end,
      kind: 'trailing-space',
      shown: '·'.repeat(length),
      label: `trailing whitespace (${length} ${length === 1 ? 'character' : 'characters'}): signed like any other byte`,
    });
  }
  return marks.sort((a, b) => a.start - b.start);
}
