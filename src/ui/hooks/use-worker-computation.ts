import { useEffect, useState } from 'react';

export interface WorkerComputation<T> {
  /** The latest value computed, possibly for older inputs while a new one is under way. */
  value: T | null;
  /** True when `value` belongs to the current inputs. */
  current: boolean;
  error: Error | null;
}

/**
 * The one hook for computations the page hands off to a worker or to WebCrypto (the sign check,
 * the mistake search; docs/architecture.md "House style"): server data goes through react-query,
 * computations of the page's own input through this. It runs `compute` whenever `key` changes.
 * An older, slower run never overwrites a newer one, and the last value stays on screen while
 * the next is computed, so results update as the user types without flicker.
 * `compute` must depend only on what `key` encodes; pass `key` null to compute nothing.
 */
export function useWorkerComputation<T>(
  key: string | null,
  compute: () => Promise<T>,
): WorkerComputation<T> {
  const [state, setState] = useState<{ key: string; value: T | null; error: Error | null } | null>(
    null,
  );

  useEffect(() => {
    if (key === null) return;
    let live = true;
    compute().then(
      (value) => live && setState({ key, value, error: null }),
      (error: unknown) =>
        live &&
        setState({
          key,
          value: null,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
    // compute is derived from key by contract; a new closure each render must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { value: null, current: true, error: null };
  const current = state?.key === key;
  return { value: state?.value ?? null, current, error: current ? (state?.error ?? null) : null };
}
