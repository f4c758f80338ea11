import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from './bytes.ts';

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
