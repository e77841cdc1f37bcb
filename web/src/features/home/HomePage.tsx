import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import { CategoryIcon, ENTRY_ICONS, Icon } from '../../ui/icons';
import { visibleTopLinks } from '../../routing/navigation';
import { useStores } from '../../stores/StoreContext';
import { useCategories } from '../../stores/useCategories';
import { BannerCarousel } from './BannerCarousel';
import { HomeFigures } from './HomeFigures';
import { HomeSections } from './HomeSections';
import './home.css';

/** Opened from the notice bar, so its code is fetched then, not with the home page. */
const NoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));

/**
 * The notice marquee: every title scrolls by; choosing one opens the notice popup at it.
 *
 * The titles start where the bar starts, so the first paint (the gateway renders the bar with
 * the notices) already shows them: the track used to enter from beyond the bar's right edge, and
 * a long list left the bar blank for seconds on every home load. The titles run twice, the copy
 * hidden from screen readers and the keyboard, so the loop (the track moves by half its width)
 * joins without a jump or a gap.
 */
const NoticeBar = observer(function NoticeBar({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { announcements } = useStores();
  if (announcements.notices.length === 0) {
    // Held open until the call answers, so the page below does not jump when titles arrive.
    const pending = announcements.state === 'idle' || announcements.state === 'loading';
    return pending ? <div className="notice-bar skeleton" aria-hidden="true" /> : null;
  }
  const titles = (copy: boolean) =>
    announcements.notices.map((notice) => (
      <button
        key={notice.id}
        type="button"
        tabIndex={copy ? -1 : undefined}
        onClick={() => onOpen(notice.id)}
      >
        {notice.title}
      </button>
    ));
  return (
    <nav className="notice-bar" aria-label={t('notice_title')}>
      <div className="notice-bar__track">
        <div className="notice-bar__run">{titles(false)}</div>
        <div className="notice-bar__run notice-bar__run--copy" aria-hidden="true">
          {titles(true)}
        </div>
      </div>
    </nav>
  );
});

/** The message icon beside the notices: a visitor is asked to sign in, a member sees the inbox. */
const MessageButton = observer(function MessageButton() {
  const { t } = useTranslation();
  const { session, ui, user } = useStores();
  const navigate = useNavigate();
  const unread = session.isLogin ? user.unreadMessages : 0;
  return (
    <button
      type="button"
      className="home__messages"
      onClick={() => (session.isLogin ? navigate(memberPath('messageV2')) : ui.openLogin())}
    >
      {/* Named by its text, not aria-label: the visible count must be part of the name. */}
      <Icon name="mail" />
      <span className="visually-hidden">{t('home_messages')}</span>
      {unread > 0 && (
        <span className="badge">
          {unread}
          <span className="visually-hidden"> {t('unread_short')}</span>
        </span>
      )}
    </button>
  );
});

/** The home lobby; /login and /register show it with their popup open. */
export const HomePage = observer(function HomePage({ popup }: { popup?: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { ui, session, announcements, home, lobby, language } = useStores();
  const categories = useCategories();
  // The notice the marquee opened the notice popup at; null while it is closed.
  const [noticeId, setNoticeId] = useState<number | null>(null);
  const categoryLinks = visibleTopLinks(categories.withVendors).filter((l) => l.category);

  useEffect(() => {
    if (popup === 'login' && !session.isLogin) ui.openLogin();
    if (popup === 'register' && !session.isLogin) ui.openRegister();
  }, [popup, ui, session]);

  // Sections follow the language and who is signed in.
  const isLogin = session.isLogin;
  const revision = language.revision;
  useEffect(() => {
    void announcements.load();
    void home.load();
    if (isLogin) void lobby.loadFavouriteIds();
  }, [announcements, home, lobby, isLogin, revision]);

  return (
    <section className="home page" data-screen="home" aria-labelledby="home-title">
      <h1 id="home-title">{t('welcome_title')}</h1>
      <BannerCarousel />
      <div className="home__notices">
        <NoticeBar onOpen={setNoticeId} />
        <MessageButton />
      </div>
      <p>{t('welcome_body')}</p>
      <ul className="home__categories">
        {categoryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <CategoryIcon name={ENTRY_ICONS[link.to] ?? 'circle-help'} active={false} />
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <HomeFigures />
      <HomeSections />
      {noticeId !== null && (
        <Suspense fallback={null}>
          <NoticeModal initialId={noticeId} onClose={() => setNoticeId(null)} />
        </Suspense>
      )}
    </section>
  );
});
