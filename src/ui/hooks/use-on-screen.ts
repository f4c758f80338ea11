import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within (or near) the viewport. Views that redo whole-body work, such
 * as the generated programs below the fold, follow the body only while they can be seen and
 * catch up when scrolled into view. True until the observer says otherwise, and where the
 * browser has no IntersectionObserver.
 */
export function useOnScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return onScreen;
}
