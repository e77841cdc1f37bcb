import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page } from '../../ui';
import { BalanceReadout, BalanceRefreshButton } from '../../ui/BalanceReadout';
import { Icon } from '../../ui/icons';
import './seamless.css';

/** Whether the browser lets a page take the whole screen (iPhone Safari does not). */
function canGoFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/**
 * The in-site game view: the launched game fills the whole window on every screen (seamless.css
 * takes the site's header, menus and tab bar away while it is open), with one small set of
 * controls in a corner: back to the lobby, the wallet, and the browser's own fullscreen where it
 * has one.
 */
export const SeamlessPage = observer(function SeamlessPage() {
  const { t } = useTranslation();
  const { play, user } = useStores();
  const navigate = useNavigate();

  const back = () => {
    const to = play.returnTo;
    if (document.fullscreenElement) void document.exitFullscreen();
    play.close();
    // The platform pushes no balance for bets: its clients read the wallet as the player leaves
    // a game, so the header shows what the rounds left.
    void user.refreshBalance();
    navigate(to);
  };

  if (!play.url) {
    return (
      <Page name="seamless" title={t('seamless_title')}>
        <DataNotice>{t('game_none_open')}</DataNotice>
        <Link to="/">{t('nav_home')}</Link>
      </Page>
    );
  }
  const title = play.gameName || t('seamless_title');
  return (
    <Page name="seamless" title={title}>
      <GameView title={title} url={play.url} onBack={back} />
    </Page>
  );
});

/** The game's frame over the whole window, and the controls floating in its corner. */
function GameView({ title, url, onBack }: { title: string; url: string; onBack: () => void }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  // The game view is the browser's alone (the gateway never renders /seamless).
  const [fullscreenOffered, setFullscreenOffered] = useState(canGoFullscreen);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === holder.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void holder.current?.requestFullscreen().catch(() => setFullscreenOffered(false));
  };

  return (
    <div ref={holder} className="seamless-play">
      <iframe title={title} src={url} allow="fullscreen; autoplay" referrerPolicy="no-referrer" />
      <div className="seamless-controls" role="group" aria-label={t('game_controls')}>
        <button type="button" className="seamless-control" onClick={onBack}>
          <Icon name="arrow-left" />
          <span className="visually-hidden">{t('game_back_to_lobby')}</span>
        </button>
        <WalletControl />
        {fullscreenOffered && (
          <button
            type="button"
            className="seamless-control"
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            <Icon name="maximize" />
            <span className="visually-hidden">
              {t(fullscreen ? 'game_exit_fullscreen' : 'game_fullscreen')}
            </span>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The member's balance, one tap away and folded otherwise, so the controls stay small over the
 * game. Opening it reads the wallet afresh: the platform pushes no balance for bets, and the
 * rounds just played have moved it.
 */
const WalletControl = observer(function WalletControl() {
  const { t } = useTranslation();
  const { user, session } = useStores();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!session.isLogin || session.isTrial) return null;

  const toggle = () => {
    if (!open) void user.refreshBalance();
    setOpen(!open);
  };
  return (
    <>
      <button
        type="button"
        className="seamless-control"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="wallet" />
        <span className="visually-hidden">{t(open ? 'balance_hide' : 'balance_show')}</span>
      </button>
      <div id={panelId} className="seamless-wallet" hidden={!open}>
        <BalanceReadout shown={open} testId="play-balance" />
        <BalanceRefreshButton className="seamless-control" />
      </div>
    </>
  );
});
