/**
 * A one-entry memo of a function of a body: the search asks for the same body many times in a
 * row (each family, then the next reading of a paste, which has the same body and another nonce),
 * and never needs an older one again. The result is shared between callers: read it, never
 * change it.
 */
export function lastResult<T>(compute: (body: string) => T): (body: string) => T {
  let last: { body: string; result: T } | null = null;
  memos.add(() => {
    last = null;
  });
  return (body) => {
    if (last?.body !== body) last = { body, result: compute(body) };
    return last.result;
  };
}

const memos = new Set<() => void>();

/**
 * Lets every memo drop what it keeps: a search worker calls it once it has been idle a while, so
 * a long body's variants and their bytes (many megabytes for a 1 MB body) are not held for good.
 */
export function forgetLastResults(): void {
  for (const forget of memos) forget();
}
