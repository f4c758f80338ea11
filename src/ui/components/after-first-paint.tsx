import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenPaintedAndIdle } from '../browser/painted-and-idle.ts';

/** False until the frame that first draws the component has been painted and the page is idle. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPaintedAndIdle(() => setReady(true)), []);
  return ready;
}

/**
 * Renders `children` (typically lazily loaded) only once the frame that first draws this place
 * has been painted and the page is idle; `fallback` holds the place before that and while the
 * children load.
 */
export function AfterFirstPaint({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const painted = useAfterFirstPaint();
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
