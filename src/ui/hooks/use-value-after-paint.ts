import { useEffect, useState } from 'react';

/**
 * `value`, handed on only after the browser has painted the frame that follows it (the frame
 * that shows the keystroke's new X-Sign). Views that walk a whole body (string to sign, lint,
 * snippets) render from this, so their work runs after the keystroke's sign is painted instead
 * of before it. Nothing is debounced: each new value is shown one frame later.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
