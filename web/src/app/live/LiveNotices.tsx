import './live.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { GameItem } from '../../api/client/games';
import { useMessages, type FeatureT } from '../../centre/messages';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../../ui/icons';
import { NOTICE_MS, type ActionLabel, type LiveStore, type Notice } from './LiveStore';
import { liveMessages, type LiveKey } from './messages';

/**
 * The one place live notices show: a narrow stack at the top of the viewport under the header
 * (right-hand on a desktop), so it never covers the bottom tab bar, a form's inputs or the
 * buttons under the thumb; only the cards take pointer events. Routine news is announced
 * politely (role=status), failures at once (role=alert). Each card leaves after a few seconds
 * unless the player is pointing at it or has focus in it, and has a close button.
 */
export const LiveNotices = observer(function LiveNotices({ store }: { store: LiveStore }) {
  const t = useMessages(liveMessages);
  const ref = useRef<HTMLElement>(null);
  useBelowHeader(ref);
  // The polite region stays in the page, so screen readers hear what is added to it; a failure
  // is its own alert, which is announced as it appears (an empty alert would only be noise).
  return (
    <section ref={ref} className="live-notices" aria-label={t('live_region')}>
      <div className="live-notices__stack" role="status" aria-live="polite">
        {store.visible.map((n) =>
          n.tone === 'failure' ? null : <NoticeCard key={n.id} notice={n} store={store} t={t} />,
        )}
      </div>
      {store.visible.map((n) =>
        n.tone === 'failure' ? (
          <div key={n.id} className="live-notices__stack" role="alert">
            <NoticeCard notice={n} store={store} t={t} />
          </div>
        ) : null,
      )}
    </section>
  );
});

/**
 * Keeps the stack just under the header's bottom edge while the header is in view (it may wrap
 * to two rows, and it scrolls away with the page), and at the top of the viewport once it is
 * gone; the stylesheet's offset stands until the first measure.
 */
function useBelowHeader(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.layout__header');
    const stack = ref.current;
    if (!header || !stack) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const bottom = Math.max(0, header.getBoundingClientRect().bottom);
      stack.style.setProperty('--live-top', `${Math.round(bottom)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(header);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [ref]);
}

function NoticeCard({
  notice,
  store,
  t,
}: {
  notice: Notice;
  store: LiveStore;
  t: FeatureT<LiveKey>;
}) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => store.dismiss(notice.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [paused, notice.id, store]);
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setHeld((h) => ({ ...h, focus: false }));
  };
  return (
    <div
      className={`live-notice live-notice--${notice.tone}`}
      data-testid="live-notice"
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={leaveFocus}
    >
      <div className="live-notice__body">
        {notice.text && (
          <p className="live-notice__text">{t(notice.text.key, notice.text.values)}</p>
        )}
        {notice.title && <p className="live-notice__title">{notice.title}</p>}
        {notice.message && <p className="live-notice__message">{notice.message}</p>}
        {notice.action && <NoticeButton notice={notice} store={store} t={t} />}
      </div>
      <button
        type="button"
        className="icon-button live-notice__close"
        aria-label={t('live_close')}
        onClick={() => store.dismiss(notice.id)}
      >
        <Icon name="x" />
      </button>
    </div>
  );
}

function useLabel(t: FeatureT<LiveKey>) {
  const { t: shared } = useTranslation();
  return (label: ActionLabel) => (label.shared ? shared(label.key) : t(label.key));
}

/** A notice's button: a page of the site, an operator's link in a new tab, or a game. */
function NoticeButton({
  notice,
  store,
  t,
}: {
  notice: Notice;
  store: LiveStore;
  t: FeatureT<LiveKey>;
}) {
  const { play } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const label = useLabel(t);
  const action = notice.action;
  if (!action) return null;
  const acted = () => store.acted(notice);
  switch (action.kind) {
    case 'route':
      return (
        <Link className="live-notice__action" to={action.to} onClick={acted}>
          {label(action.label)}
        </Link>
      );
    case 'external':
      return (
        <a
          className="live-notice__action"
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={acted}
        >
          {label(action.label)}
        </a>
      );
    case 'game': {
      const launch = async () => {
        acted();
        const outcome = await play.launch(gameOf(action, notice.title), pathname + search);
        if (outcome.kind === 'navigate') navigate(outcome.to);
        // A vendor's own list opens from its lobby; the home page has every vendor.
        else if (outcome.kind === 'vendor-games') navigate('/');
      };
      return (
        <button type="button" className="live-notice__action" onClick={() => void launch()}>
          {label(action.label)}
        </button>
      );
    }
  }
}

/** The game a member-site message names, as the launch takes it (vendor and game code). */
function gameOf(action: { gameCode: string; vendorCode: string }, title?: string): GameItem {
  return {
    nodeId: 0,
    name: title ?? action.gameCode,
    iconUrl: '',
    vassalage: action.vendorCode,
    gameType: '',
    gameCode: action.gameCode,
    gameId: action.gameCode,
    isGame: 'GAME',
    isHot: false,
    isNew: false,
    supportPlay: 1,
    freeplay: false,
    subType: '',
  };
}
