import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elideMiddle, revealInvisibles, visibleForm } from './visible-text.ts';

describe('revealInvisibles', () => {
  it('marks LF, CR, tab, BOM, NBSP and zero-width characters', () => {
    const kinds = revealInvisibles('\uFEFFa\r\nb\tc\u00A0d\u200Be\u0001').map((s) => s.kind);
    expect(kinds).toEqual([
      'bom',
      'text',
      'cr',
      'lf',
      'text',
      'tab',
      'text',
      'nbsp',
      'text',
      'zero-width',
      'text',
      'control',
    ]);
  });

  it('draws a line feed as ␊', () => {
    expect(revealInvisibles('\n')[0]).toMatchObject({ shown: '␊', label: 'line feed (0x0A)' });
  });

  it('keeps every character: the segments join back to the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(
          revealInvisibles(text)
            .map((s) => s.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});

describe('visibleForm', () => {
  it('spells CR LF as markers and keeps the line break', () => {
    expect(visibleForm('a\r\nb\uFEFF')).toBe('a␍␊\nb[BOM]');
  });

  it('leaves text without invisible characters as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ -~]*$/), (text) => {
        expect(visibleForm(text)).toBe(text);
      }),
    );
  });
});

describe('elideMiddle', () => {
  it('leaves text whole unless much longer than what it keeps', () => {
    expect(elideMiddle('x'.repeat(220), 10, 10)).toBeNull();
    expect(elideMiddle('x'.repeat(1000), 10, 10)).toMatchObject({ omitted: 980 });
  });

  it('keeps head and tail and counts what lies between, never splitting an emoji', () => {
    const text = '😀'.repeat(9000);
    const elided = elideMiddle(text, 5, 3);
    expect(elided).toEqual({ head: '😀'.repeat(5), omitted: 9000 - 8, tail: '😀'.repeat(3) });
  });

  it('cuts where a spread into code points would, lone surrogates included', () => {
    // The reference: the text spread into code points, as Array.from does.
    const reference = (text: string, head: number, tail: number) => {
      const chars = Array.from(text);
      if (text.length <= head + tail + 200 || chars.length <= head + tail + 200) return null;
      return {
        head: chars.slice(0, head).join(''),
        omitted: chars.length - head - tail,
        tail: chars.slice(chars.length - tail).join(''),
      };
    };
    const piece = fc.constantFrom('a', '😀', '\uD83D', '\uDE00', 'é', '\n');
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 200, maxLength: 600 }).map((xs) => xs.join('')),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (text, head, tail) => {
          expect(elideMiddle(text, head, tail)).toEqual(reference(text, head, tail));
        },
      ),
    );
  });
});
