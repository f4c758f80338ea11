import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applied, edit } from '../test-support.ts';
import { createUtf8Counter } from './utf8-counter.ts';

describe('createUtf8Counter', () => {
  it('counts every version of an edited text as Buffer.byteLength does', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5_000 }),
        fc.array(edit, { maxLength: 10 }),
        (start, edits) => {
          const count = createUtf8Counter();
          let text = start;
          for (const change of [null, ...edits]) {
            if (change) text = applied(text, change);
            expect(count(text)).toBe(Buffer.byteLength(text, 'utf8'));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a pair split by an edit between its halves as the whole text', () => {
    const count = createUtf8Counter();
    expect(count('a\ud83d')).toBe(4);
    expect(count('a\ud83d\ude00')).toBe(5);
    expect(count('a\ud83d')).toBe(4);
  });
});
