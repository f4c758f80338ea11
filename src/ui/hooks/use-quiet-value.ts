import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for the milliseconds `quietMs(settled, value)` gives,
 * where `settled` is the value last handed on; at once when that is 0. For work too long to redo
 * on every keystroke of a long body (a JSON parse and a walk of every key): while the user types
 * it is not redone at all, so it can neither delay a keystroke's new X-Sign nor the next
 * keystroke, and it is done once when typing pauses.
 */
export function useQuietValue<T>(value: T, quietMs: (settled: T, value: T) => number): T {
  const [settled, setSettled] = useState(value);
  const delay = Object.is(settled, value) ? 0 : quietMs(settled, value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return delay === 0 ? value : settled;
}
