import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from './focusTrap';
import { ModalPresenceContext } from './modalPresence';
import { lockBodyScroll } from './scrollLock';

export interface ModalProps {
  /** The modal's name, as the platform's modal wrapper calls it; used as a test and style hook. */
  name: string;
  title?: string;
  /** Shows the close button (and lets Escape close); omit for dialogs the player must answer. */
  onClose?: () => void;
  children: ReactNode;
  /** Wider dialogs for forms and lists. */
  size?: 'small' | 'large';
  /**
   * Rendered where it stands in the tree rather than portalled to the body: a dialog the gateway
   * renders with the first screen (the server has no body to portal to, and hydration must find
   * it where the server put it). It is fixed to the viewport either way.
   */
  inPlace?: boolean;
}

/** Desktop pointers may drag a dialog by its title bar; touch screens keep it centred. */
function canDrag(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
}

/**
 * The one accessible modal: locks the body scroll while open and restores it, does not close on
 * an outside click, traps focus and gives it back to whatever had it before.
 */
export function Modal({
  name,
  title,
  onClose,
  children,
  size = 'small',
  inPlace = false,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const presence = useContext(ModalPresenceContext);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(
    null,
  );

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      unlock();
      previouslyFocused?.focus?.();
    };
  }, []);

  // While this modal is up, dialogs the site opens by itself wait their turn.
  useEffect(() => {
    presence?.shown(titleId);
    return () => presence?.hidden(titleId);
  }, [presence, titleId]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) trapTab(event.nativeEvent, dialogRef.current);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!canDrag() || (event.target as HTMLElement).closest('button')) return;
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      baseX: offset.x,
      baseY: offset.y,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.baseX + event.clientX - start.startX,
      y: start.baseY + event.clientY - start.startY,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const dialog = (
    <div className="modal-backdrop" data-modal={name}>
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : name}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <header
          className="modal__head"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {title && <h2 id={titleId}>{title}</h2>}
          {onClose && (
            <button
              type="button"
              className="modal__close"
              aria-label={t('close')}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
