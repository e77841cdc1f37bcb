import { useEffect, type DependencyList, type RefObject } from 'react';

/** Below this share of an edge item in view, the box counts as going on past it. */
const WHOLLY_IN_VIEW = 0.98;

/**
 * Says on `cue` which sides of a sideways-scrolling `box` hide more of its content: its
 * `data-more` attribute reads `start`, `end`, both or nothing, from whether the first and last of
 * the box's `edges` (the header cells of a table, say) are wholly in view. The CSS draws the fade
 * that tells a player a table goes on. An IntersectionObserver keeps it current, so nothing runs
 * in the scrolling frames (the records table scrolls 10,000 rows); sizes are read only when a
 * ResizeObserver reports a change, when layout is done, so none is forced. It follows the
 * window's width and the columns too. `deps` are what changes the edge items.
 *
 * - An edge item wider than the box is never wholly in view: it counts as in view once it fills
 *   the box.
 * - An edge item marked `data-pinned="end"` (a column the CSS may hold at the end edge while the
 *   rest scrolls under it) is the last edge only while the CSS lets it scroll. While it is held
 *   (sticky, with an end offset), the last item before it is the edge, watched in the box less
 *   the pinned item's width, which `cue` gets as `--table-scroll-pinned` for the fade to sit
 *   beside it.
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
    const items = [...root.querySelectorAll<HTMLElement>(edges)];
    const first = items[0];
    if (!first) return;
    const pinned = items.at(-1)?.dataset.pinned === 'end' ? items.at(-1) : undefined;

    let observer: IntersectionObserver | null = null;
    const watch = ({ last, inView, margin }: Watch) => {
      observer?.disconnect();
      const hidden = new Map<Element, boolean>();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            hidden.set(entry.target, entry.intersectionRatio < (inView.get(entry.target) ?? 1));
          }
          const more = [hidden.get(first) && 'start', hidden.get(last) && 'end'].filter(Boolean);
          target.dataset.more = more.join(' ');
        },
        {
          root,
          threshold: [...new Set([0, ...inView.values(), 1])].sort((a, b) => a - b),
          rootMargin: margin,
        },
      );
      observer.observe(first);
      if (last !== first) observer.observe(last);
    };

    let sizes: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'undefined') {
      const last = items.at(-1) ?? first;
      const inView = new Map([first, last].map((i) => [i, WHOLLY_IN_VIEW]));
      watch({ last, inView, margin: '0px' });
    } else {
      let shape = '';
      sizes = new ResizeObserver(() => {
        const next = measure(root, first, items, pinned);
        const key = [next.pinnedWidth, ...next.inView.values(), next.margin].join();
        if (key === shape) return;
        shape = key;
        target.style.setProperty('--table-scroll-pinned', `${next.pinnedWidth}px`);
        watch(next);
      });
      sizes.observe(root);
      for (const item of new Set([first, items.at(-2), items.at(-1)]))
        if (item) sizes.observe(item);
    }
    return () => {
      sizes?.disconnect();
      observer?.disconnect();
      delete target.dataset.more;
      target.style.removeProperty('--table-scroll-pinned');
    };
    // The caller names what changes the edge items; the refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, cue, edges, ...deps]);
}

interface Watch {
  /** The end edge item. */
  last: HTMLElement;
  /** The share of each watched item in view from which it counts as wholly in view. */
  inView: Map<Element, number>;
  /** The observer's root margin: the pinned item's width off the box's end side. */
  margin: string;
}

/** What to watch, from the sizes as laid out; called from a ResizeObserver, so forces no layout. */
function measure(
  root: HTMLElement,
  first: HTMLElement,
  items: HTMLElement[],
  pinned: HTMLElement | undefined,
): Watch & { pinnedWidth: number } {
  const rtl = getComputedStyle(root).direction === 'rtl';
  const style = pinned && getComputedStyle(pinned);
  const held =
    !!style && style.position === 'sticky' && (rtl ? style.left : style.right) !== 'auto';
  const pinnedWidth = held && pinned ? pinned.offsetWidth : 0;
  const last = (held ? items.at(-2) : items.at(-1)) ?? first;
  const view = root.clientWidth - pinnedWidth;
  const share = (item: HTMLElement) =>
    Math.round(WHOLLY_IN_VIEW * Math.min(1, view / Math.max(1, item.offsetWidth)) * 1000) / 1000;
  const margin = `${-pinnedWidth}px`;
  return {
    last,
    pinnedWidth,
    inView: new Map([
      [first, share(first)],
      [last, share(last)],
    ]),
    margin: rtl ? `0px 0px 0px ${margin}` : `0px ${margin} 0px 0px`,
  };
}
