import { describe, expect, it } from 'vitest';
import { editorWouldChange, spliceRanges } from './exact-paste.ts';

describe('editorWouldChange', () => {
  it('flags the bytes a Monaco model cannot hold: any CR', () => {
    expect(editorWouldChange('{"a":1}\r\n')).toBe(true);
    expect(editorWouldChange('a\rb')).toBe(true);
  });

  it('leaves LF, tabs, no-break spaces and byte order marks to the editor', () => {
    expect(editorWouldChange('{\n\t"a":\u00A01\n}\n')).toBe(false);
    expect(editorWouldChange('\uFEFF{"a":"\uFEFF"}')).toBe(false);
  });
});

describe('spliceRanges', () => {
  it('replaces a selection with the pasted text, CR bytes kept', () => {
    expect(spliceRanges('{"a":1}', [[5, 6]], '2\r\n')).toBe('{"a":2\r\n}');
  });

  it('inserts at a caret and replaces several selections, whatever their order', () => {
    expect(spliceRanges('abc', [[0, 0]], '\r')).toBe('\rabc');
    expect(
      spliceRanges(
        'one two three',
        [
          [0, 3],
          [8, 13],
        ],
        'X\r\n',
      ),
    ).toBe('X\r\n two X\r\n');
  });
});
