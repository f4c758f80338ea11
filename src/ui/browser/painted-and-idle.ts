/**
 * Calls `callback` once the next frame has been painted and the page is then idle (or `timeout`
 * milliseconds have passed); returns a function that cancels it. Work that need not be in that
 * frame (Monaco, panels that read server data, the view of a shared case) waits for it, so
 * loading and evaluating its code holds back neither the paint nor the first keystrokes after it.
 */
export function whenPaintedAndIdle(callback: () => void, timeout = 500): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs just before the paint; the timer after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      // Not every browser has idle callbacks; there the timer alone waits for the paint.
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(callback, { timeout });
      } else callback();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
