/** Runs compared at once, longest first: native comparisons of slices, not a loop per character. */
const STEPS = [65_536, 4_096, 256, 16, 1];

/**
 * The index of the first UTF-16 unit where `a` and `b` differ, or the length of the shorter
 * when one starts with the other: where an edit begins, found without walking the text in
 * JavaScript one character at a time.
 */
export function firstDifference(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let index = 0;
  for (const step of STEPS) {
    while (
      index + step <= length &&
      a.slice(index, index + step) === b.slice(index, index + step)
    ) {
      index += step;
    }
  }
  return index;
}
