import { useEffect, useState } from 'react';

/**
 * False until the frame that first draws the component has been painted and the page is idle
 * (or `timeout` milliseconds have passed), then true. Parts that need not be in the first paint
 * (Monaco, panels that read server data) wait for it, so loading and evaluating their code
 * does not hold back that paint or the first keystrokes after it.
 */
export function useAfterFirstPaint(timeout = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Not every browser has idle callbacks; there the timer alone waits for the paint.
        if (typeof requestIdleCallback === 'function') {
          idle = requestIdleCallback(() => setReady(true), { timeout });
        } else setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [timeout]);
  return ready;
}
