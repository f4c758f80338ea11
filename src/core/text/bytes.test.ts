import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8Into, utf8Length } from './bytes.ts';

describe('utf8Length', () => {
  it('counts the bytes Node encodes, lone surrogates as U+FFFD included', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\uD83D', '\uDE00', '😀', 'é', '\u0800', '\uFFFF', '\u007F'),
    );
    fc.assert(
      fc.property(
        fc.array(piece).map((xs) => xs.join('')),
        (text) => {
          expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('toHex and fromHex', () => {
  it('spell bytes as Node spells them in hex, and read them back in either case', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = Buffer.from(bytes).toString('hex');
        expect(toHex(bytes)).toBe(hex);
        expect(fromHex(hex)).toEqual(bytes);
        expect(fromHex(hex.toUpperCase())).toEqual(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('refuse an odd length and any character that is not a hex digit', () => {
    expect(fromHex('abc')).toBeNull();
    for (const text of ['0g', 'G0', ' 0', '0 ', '+1', '-1', '0x', '/0', ':0', '@0', '`0']) {
      expect(fromHex(text)).toBeNull();
    }
    expect(fromHex('')).toEqual(new Uint8Array(0));
  });
});

describe('utf8Into', () => {
  it('writes the bytes Node encodes into a reused buffer, lone surrogates as U+FFFD', () => {
    const buffer = new Uint8Array(3 * 64);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (text) => {
        expect(Buffer.from(utf8Into(text, buffer))).toEqual(Buffer.from(text, 'utf8'));
      }),
      { numRuns: 300 },
    );
  });
});
