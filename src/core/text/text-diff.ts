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

/**
 * How many UTF-16 units `a` and `b` share at their ends, never reaching back past `from` in
 * either (so a shared start and a shared end do not overlap): where an edit ends.
 */
export function commonSuffixLength(a: string, b: string, from = 0): number {
  const length = Math.min(a.length, b.length) - from;
  let shared = 0;
  for (const step of STEPS) {
    while (
      shared + step <= length &&
      a.slice(a.length - shared - step, a.length - shared) ===
        b.slice(b.length - shared - step, b.length - shared)
    ) {
      shared += step;
    }
  }
  return shared;
}
