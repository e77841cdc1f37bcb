import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useOverflowCue } from './useOverflowCue';

export interface TableScrollProps {
  children: ReactNode;
  /** The region's name for screen readers: its own words, or the id of the heading naming it. */
  label: { text: string } | { by: string };
  /** Whatever changes the table's header cells (their keys, say): the cue watches the first and last. */
  columnsKey: string;
  /** The scrolling box, for a caller that scrolls or measures it (a virtualised table). */
  scrollRef?: RefObject<HTMLDivElement | null>;
  /** The scrolling box's own class: its size, border and overflow. */
  className: string;
  /** `group` where the table is part of a section rather than a landmark of its own. */
  role?: 'region' | 'group';
  style?: CSSProperties;
}

/**
 * The box a wide table scrolls sideways in: a region that takes focus, so arrow keys scroll it, and
 * fades at the side where the table goes on (`useOverflowCue`), since a column cut at the edge
 * alone reads as the table's end.
 */
export function TableScroll({
  children,
  label,
  columnsKey,
  scrollRef,
  className,
  role = 'region',
  style,
}: TableScrollProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const box = scrollRef ?? ownRef;
  const frameRef = useRef<HTMLDivElement>(null);
  useOverflowCue(box, frameRef, 'thead th', [columnsKey]);
  return (
    <div ref={frameRef} className="table-scroll">
      <div
        ref={box}
        className={className}
        style={style}
        tabIndex={0}
        role={role}
        {...('text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.by })}
      >
        {children}
      </div>
    </div>
  );
}
