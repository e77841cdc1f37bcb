import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page } from '../../ui';
import './seamless.css';

/**
 * The in-site game view: the launched game in a frame, with fullscreen and a way back to the
 * lobby. Where the browser refuses fullscreen (iPhone Safari has no element fullscreen), the
 * frame is stretched over the page instead.
 */
export const SeamlessPage = observer(function SeamlessPage() {
  const { t } = useTranslation();
  const { play, user } = useStores();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);

  const fullscreen = async () => {
    const element = holder.current;
    if (!element) return;
    try {
      if (!element.requestFullscreen) throw new Error('no element fullscreen');
      await element.requestFullscreen();
    } catch {
      setFilled(true);
    }
  };
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
  return (
    <Page name="seamless" title={play.gameName || t('seamless_title')}>
      <div className="seamless-bar">
        <button type="button" className="button" onClick={back}>
          {t('game_back_to_lobby')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void fullscreen()}>
          {t('game_fullscreen')}
        </button>
      </div>
      <div
        ref={holder}
        className={filled ? 'seamless-frame seamless-frame--filled' : 'seamless-frame'}
      >
        {filled && (
          <button type="button" className="button seamless-exit" onClick={() => setFilled(false)}>
            {t('game_exit_fullscreen')}
          </button>
        )}
        <iframe
          title={play.gameName || t('seamless_title')}
          src={play.url}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      </div>
    </Page>
  );
});
