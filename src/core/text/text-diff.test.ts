import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applied, edit, longText } from '../test-support.ts';
import { commonSuffixLength, firstDifference } from './text-diff.ts';

/** A text and an edited copy of it: most pairs share a long start and a long end. */
const pairs = fc.oneof(
  fc.tuple(fc.string(), fc.string()),
  fc.tuple(longText, edit).map(([text, change]) => [text, applied(text, change)] as const),
);

describe('firstDifference and commonSuffixLength', () => {
  it('find where two texts start and stop differing, as a loop over every unit does', () => {
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        let start = 0;
        while (start < Math.min(a.length, b.length) && a[start] === b[start]) start++;
        expect(firstDifference(a, b)).toBe(start);
        let end = 0;
        const room = Math.min(a.length, b.length) - start;
        while (end < room && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
        expect(commonSuffixLength(a, b, start)).toBe(end);
      }),
      { numRuns: 300 },
    );
  });
});
