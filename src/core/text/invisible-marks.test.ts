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

  it('finds nothing in plain JSON', () => {
    expect(invisibleMarks('{\n  "a": 1\n}')).toEqual([]);
  });

  it('marks a trailing tab at the end of the text', () => {
    const [mark] = invisibleMarks('x \t').filter((m) => m.kind === 'trailing-space');
    expect(mark).toMatchObject({ start: 1, end: 3 });
  });
});
