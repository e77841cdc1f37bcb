import { useEffect, useState } from 'react';

/** How far below the fold an element counts as about to be seen (the start of a scroll). */
const AHEAD = '100px';

/**
 * Whether an element has come within reach of the viewport; stays true once it has. Returns the
 * ref to put on the element (it may appear later, once its data has arrived) and the answer.
 * False in the first render (server and hydration alike), so what depends on it never changes
 * the markup the server sent. Browsers without IntersectionObserver count everything as near.
 */
export function useNearViewport(): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      let current = true;
      void Promise.resolve().then(() => current && setNear(true));
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [setElement, near];
}
