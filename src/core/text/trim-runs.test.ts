import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANKS,
  endRunStart,
  startRunEnd,
  trimEndRun,
  trimRuns,
  trimStartRun,
} from './trim-runs.ts';

// The hand loops answer what the patterns they replace answered, on any mix of the characters.
const mixed = fc.string({ unit: fc.constantFrom(' ', '\t', '/', '=', 'a', '\n') });

describe('trim-runs', () => {
  it('trims as the patterns it replaces do', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        expect(trimEndRun(text, '/')).toBe(text.replace(/\/+$/, ''));
        expect(trimEndRun(text, '=')).toBe(text.replace(/=+$/, ''));
        expect(trimStartRun(text, BLANKS)).toBe(text.replace(/^[ \t]+/, ''));
        expect(trimRuns(text, BLANKS)).toBe(text.replace(/^[ \t]+|[ \t]+$/g, ''));
      }),
      { seed: 46, numRuns: 500 },
    );
  });

  it('finds the run ending or starting at a given index', () => {
    expect(endRunStart('ab  \t', BLANKS)).toBe(2);
    expect(endRunStart('a  b', BLANKS, 3)).toBe(1);
    expect(startRunEnd('a  b', BLANKS, 1)).toBe(3);
    expect(startRunEnd('', BLANKS)).toBe(0);
  });

  it('reads a megabyte run and one letter at once', () => {
    const run = `${' '.repeat(1 << 20)}x${' '.repeat(1 << 20)}`;
    expect(trimRuns(run, BLANKS)).toBe('x');
  });
});
