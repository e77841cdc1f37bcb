import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { formatSiteTime } from '../../i18n/time';
import { useFeatureStore } from '../../centre';
import { createLotteryStore, lotteryKindOf, type LotteryKind } from './LotteryStore';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';
import { DrawTable, LotteryTile, Numbers, PartView } from './LotteryParts';
import './lottery.css';
import { useFeatureTranslation } from '../../centre/messages';
import { lotteryMessages, type LotteryKey } from './lotteryMessages';

const TITLES: Record<LotteryKind, LotteryKey> = {
  lottery: 'nav_lottery',
  sea: 'nav_sea_lottery',
  vn: 'nav_vn_lottery',
};

/** The platform publishes a draw's numbers a moment after its draw time. */
const RESULT_DELAY_MS = 3_000;
/** Browsers fire longer timers at once; a draw further off is read early instead (harmless). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Menu headings: the prize modes of /lottery and /seaLottery, the regions of /vnLottery. */
const SECTION_TITLES: Record<string, LotteryKey> = {
  LOTT: 'lottery_section_lott',
  ELOTT: 'lottery_section_elott',
  SEA: 'lottery_section_sea',
  NORTH: 'lottery_region_north',
  CENTRAL: 'lottery_region_central',
  SOUTH: 'lottery_region_south',
};

/**
 * The three lottery pages (`/lottery`, `/seaLottery`, `/vnLottery`), each opened with the game
 * to play in `?gameCode=`: the lottery's lobby in a frame, its opened numbers, the menu to
 * switch games, and on the Vietnamese page the latest result of every province.
 */
export const LotteryPage = observer(function LotteryPage() {
  const t = useFeatureTranslation(lotteryMessages);
  const { system, language } = useStores();
  const lottery = useFeatureStore(createLotteryStore);
  const kind = lotteryKindOf(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const revision = language.revision;

  // A new page (or language) opens afresh; another game of the same page only switches game.
  const shownPage = useRef<string | null>(null);
  useEffect(() => {
    const pageKey = `${kind}|${revision}`;
    if (shownPage.current === pageKey && lottery.menu.state === 'ready' && gameCode) {
      void lottery.choose(gameCode, href());
      return;
    }
    shownPage.current = pageKey;
    void lottery.open(kind, gameCode, href());
  }, [lottery, kind, gameCode, revision]);

  // When the open issue draws, read its numbers and the next issue (the platform publishes a
  // moment after the draw time).
  const drawTime = lottery.selected?.drawTime;
  useEffect(() => {
    const wait = drawTime ? Date.parse(drawTime) - Date.now() + RESULT_DELAY_MS : NaN;
    if (!(wait > 0)) return;
    const timer = window.setTimeout(
      () => void lottery.refreshResults(),
      Math.min(wait, LONGEST_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [lottery, drawTime]);

  const choose = (code: string) => setParams({ gameCode: code });
  const selected = lottery.selected;
  const sections = lottery.menu.value ?? [];
  const inMenu = (code: string) => lottery.games.some((g) => g.gameCode === code);

  return (
    <Page name={`lottery-${kind}`} title={t(TITLES[kind])}>
      {lottery.requestedMissing && selected && (
        <p className="lottery-notice" role="status">
          {t('lottery_unknown_game', {
            code: lottery.requestedCode,
            name: selected.gameName || selected.gameCode,
          })}
        </p>
      )}
      <div className="lottery-layout">
        <section className="lottery-main" aria-labelledby="lottery-game-title">
          <h2 id="lottery-game-title">
            {selected
              ? selected.gameName || selected.gameCode
              : gameCode
                ? t('game_code', { code: gameCode })
                : t('lottery_lobby')}
          </h2>
          {selected?.currentIssue && (
            <p className="lottery-issue" data-testid="lottery-current-issue">
              {t('lottery_current_issue', {
                issue: selected.currentIssue,
                time: selected.drawTime ? formatSiteTime(selected.drawTime, 'MM/DD HH:mm') : '',
              })}
            </p>
          )}
          {selected && (
            <PartView
              part={lottery.lobby}
              loading={t('lottery_lobby_loading')}
              failed={t('lottery_lobby_failed')}
              empty=""
              isEmpty={() => false}
              onRetry={() => void lottery.loadLobby()}
            >
              {(url) => (
                <div className="lottery-frame">
                  <iframe
                    title={t('lottery_lobby_of', { name: selected.gameName || selected.gameCode })}
                    src={url}
                    allow="fullscreen; autoplay"
                    referrerPolicy="no-referrer"
                  />
                </div>
              )}
            </PartView>
          )}

          <section aria-labelledby="lottery-opened-title" data-testid="lottery-opened">
            <h3 id="lottery-opened-title">{t('lottery_opened_title')}</h3>
            {selected ? (
              <PartView
                part={lottery.opened}
                loading={t('lottery_opened_loading')}
                failed={t('lottery_opened_failed')}
                empty={t('lottery_opened_empty')}
                isEmpty={(draws) => draws.length === 0}
                onRetry={() => void lottery.loadOpened()}
              >
                {(draws) => <DrawTable draws={draws} />}
              </PartView>
            ) : (
              lottery.menu.state === 'ready' && <p>{t('lottery_menu_empty')}</p>
            )}
          </section>

          {kind === 'vn' && (
            <section aria-labelledby="lottery-latest-title" data-testid="lottery-latest">
              <h3 id="lottery-latest-title">{t('lottery_latest_title')}</h3>
              <PartView
                part={lottery.latest}
                loading={t('lottery_latest_loading')}
                failed={t('lottery_latest_failed')}
                empty={t('lottery_latest_empty')}
                isEmpty={(results) => results.length === 0}
                onRetry={() => void lottery.loadLatest()}
              >
                {(results) => (
                  <ul className="lottery-latest">
                    {results.map((r) => (
                      <li key={r.gameCode} data-game-code={r.gameCode}>
                        <strong>{r.gameName || r.gameCode}</strong>{' '}
                        {r.issue ? (
                          <>
                            <span>{r.issue}</span> <Numbers numbers={r.numbers} />
                          </>
                        ) : (
                          <span>{t('lottery_latest_pending')}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </PartView>
            </section>
          )}
        </section>

        <aside className="lottery-side">
          <nav aria-label={t('lottery_menu')}>
            <PartView
              part={lottery.menu}
              loading={t('lottery_menu_loading')}
              failed={t('lottery_menu_failed')}
              empty={t('lottery_menu_empty')}
              isEmpty={(menu) => menu.every((s) => s.games.length === 0)}
              onRetry={() => void lottery.loadMenu()}
            >
              {() =>
                sections.map((section) => (
                  <section key={section.key} data-section={section.key}>
                    <h3>{t(SECTION_TITLES[section.key] ?? 'lottery_menu')}</h3>
                    {section.games.length === 0 ? (
                      <p>{t('lottery_menu_empty')}</p>
                    ) : (
                      <div className="lottery-tiles">
                        {section.games.map((game) => (
                          <LotteryTile
                            key={game.gameCode}
                            game={game}
                            imageCdn={system.imageCdn}
                            selected={game.gameCode === lottery.selectedCode}
                            onChoose={choose}
                          />
                        ))}
                      </div>
                    )}
                  </section>
                ))
              }
            </PartView>
          </nav>

          <section aria-labelledby="lottery-recent-title" data-testid="lottery-recent">
            <h3 id="lottery-recent-title">{t('lottery_recent_title')}</h3>
            <PartView
              part={lottery.recent}
              loading={t('lottery_recent_loading')}
              failed={t('lottery_recent_failed')}
              empty={t('lottery_recent_empty')}
              isEmpty={(games) => games.length === 0}
              onRetry={() => void lottery.loadRecent()}
            >
              {(games) => (
                <ul className="lottery-recent">
                  {games.map((game) => (
                    <li key={game.gameCode}>
                      {inMenu(game.gameCode) ? (
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => choose(game.gameCode)}
                        >
                          {game.gameName || game.gameCode}
                        </button>
                      ) : (
                        <span>{game.gameName || game.gameCode}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </PartView>
          </section>
        </aside>
      </div>
    </Page>
  );
});

/** Where the lottery sends the player back to (the platform's `backUrl`). */
function href(): string {
  return window.location.href;
}
