import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invisibleMarks } from './invisible-marks.ts';

describe('invisibleMarks', () => {
  it('marks BOM, NBSP, zero-width, tab, CR and trailing spaces, not LF', () => {
    const text = '\uFEFF{"a":\u00A0"b\u200B"}  \r\n\t"c"';
    const marks = invisibleMarks(text).map((m) => [m.kind, text.slice(m.start, m.end)]);
    expect(marks).toEqual([
      ['bom', '\uFEFF'],
      ['nbsp', '\u00A0'],
      ['zero-width', '\u200B'],
      ['trailing-space', '  '],
      ['cr', '\r'],
      ['tab', '\t'],
    ]);
  });

  it('marks the trailing runs the pattern it replaced found, read by hand from each line end', () => {
    const text = fc.string({ unit: fc.constantFrom(' ', '\t', '\r', '\n', 'a') });
    fc.assert(
      fc.property(text, (sample) => {
        const runs = invisibleMarks(sample)
          .filter((mark) => mark.kind === 'trailing-space')
          .map((mark) => [mark.start, mark.end]);
        const expected = [...sample.matchAll(/[ \t]+(?=\r?\n|$)/g)].map((match) => [
          match.index,
          match.index + match[0].length,
        ]);
        expect(runs).toEqual(expected);
      }),
      { seed: 46, numRuns: 500 },
    );
  });

  it('finds nothing in plain JSON', () => {
    expect(invisibleMarks('{\n  "a": 1\n}')).toEqual([]);
  });

  it('marks a trailing tab at the end of the text', () => {
    const [mark] = invisibleMarks('x \t').filter((m) => m.kind === 'trailing-space');
    expect(mark).toMatchObject({ start: 1, end: 3 });
  });
});
