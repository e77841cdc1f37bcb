import { useEffect, type DependencyList, type RefObject } from 'react';

/** Below this share of an edge item in view, the box counts as going on past it. */
const WHOLLY_IN_VIEW = 0.98;

/**
 * Says on `cue` which sides of a sideways-scrolling `box` hide more of its content: its
 * `data-more` attribute reads `start`, `end`, both or nothing, from whether the first and last of
 * the box's `edges` (the header cells of a table, say) are wholly in view. The CSS draws the fade
 * that tells a player a table goes on. An IntersectionObserver keeps it current, so nothing runs
 * in the scrolling frames (the records table scrolls 10,000 rows) and no layout is read; it
 * follows the window's width and the columns too. `deps` are what changes the edge items.
 */
export function useOverflowCue(
  box: RefObject<HTMLElement | null>,
  cue: RefObject<HTMLElement | null>,
  edges: string,
  deps: DependencyList,
): void {
  useEffect(() => {
    const root = box.current;
    const target = cue.current;
    if (!root || !target || typeof IntersectionObserver === 'undefined') return;
    const items = root.querySelectorAll(edges);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const hidden = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          hidden.set(entry.target, entry.intersectionRatio < WHOLLY_IN_VIEW);
        }
        const more = [hidden.get(first) && 'start', hidden.get(last) && 'end'].filter(Boolean);
        target.dataset.more = more.join(' ');
      },
      { root, threshold: [0, WHOLLY_IN_VIEW, 1] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => {
      observer.disconnect();
      delete target.dataset.more;
    };
    // The caller names what changes the edge items; the refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, cue, edges, ...deps]);
}
