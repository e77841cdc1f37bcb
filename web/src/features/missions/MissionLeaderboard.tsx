import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { LoadableStatus, useFeatureStore, useMessages } from '../../centre';
import { Pager } from '../../centre/Pager';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice } from '../../ui';
import { Field, formatMajor } from '../../ui/form';
import { missionsMessages } from './messages';
import { createMissionsStore } from './MissionsStore';

/**
 * The leaderboards of the missions that rank players (`MCSFE_getMissionLeaderboard`): a chooser
 * of those missions, the chosen one's places a page at a time, and the member's own place. Every
 * figure is the platform's; the mission and page live in the address.
 */
export const MissionLeaderboard = observer(function MissionLeaderboard({
  missionId,
  page,
  show,
}: {
  /** The mission the address names; the first with a leaderboard when none. */
  missionId: string | null;
  page: number;
  show: (next: { mission: string; page?: number }) => void;
}) {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);
  const titleId = useId();
  const { boards, board } = store;

  useEffect(() => {
    void store.loadBoards();
  }, [store]);

  const missions = boards.value ?? [];
  const chosen = missions.find((m) => m.missionId === missionId) ?? missions[0] ?? null;
  const chosenId = chosen?.missionId ?? null;

  useEffect(() => {
    if (chosenId) void store.showBoard(chosenId, page);
  }, [store, chosenId, page]);

  if (!boards.value) {
    return (
      <LoadableStatus
        loadable={boards}
        retry={() => void store.loadBoards()}
        failedLabel={t('ms_board_failed')}
        errorText={t.error}
      />
    );
  }
  if (!chosen) return <DataNotice>{t('ms_board_none')}</DataNotice>;

  const own = store.boardOwn;
  return (
    <section className="mission-leaderboard" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        {t('ms_board_caption', { title: chosen.title })}
      </h3>
      <Field label={t('ms_board_mission')} className="mission-leaderboard__chooser">
        <select value={chosen.missionId} onChange={(e) => show({ mission: e.target.value })}>
          {missions.map((m) => (
            <option key={m.missionId} value={m.missionId}>
              {m.title}
            </option>
          ))}
        </select>
      </Field>
      <p className="mission__period">
        {t('ms_period', {
          from: formatSiteTime(chosen.startTime),
          to: formatSiteTime(chosen.endTime),
        })}
      </p>
      {board.errorKey ? (
        <div role="alert">
          <p>
            {t('ms_board_failed')} {t.error(board.errorKey)}
          </p>
          <button type="button" className="button" onClick={() => void board.reload()}>
            {t.error('retry')}
          </button>
        </div>
      ) : board.rows.length === 0 ? (
        <DataNotice>
          {board.state === 'ready' ? t('ms_board_empty') : t.error('loading')}
        </DataNotice>
      ) : (
        <table className="mission-board" aria-busy={board.loading}>
          <caption className="visually-hidden">
            {t('ms_board_caption', { title: chosen.title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('ms_rank')}</th>
              <th scope="col">{t('ms_player')}</th>
              <th scope="col" className="mission-board__amount">
                {t('ms_score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r) => (
              <tr key={r.rank} aria-current={own?.rank === r.rank ? 'true' : undefined}>
                <td>{r.rank}</td>
                <td>{r.account}</td>
                <td className="mission-board__amount">{formatMajor(r.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {own && (
        <p className="mission-leaderboard__own" data-testid="board-own">
          {own.rank === null
            ? t('ms_unranked')
            : t('ms_your_rank', { rank: own.rank, score: formatMajor(own.score) })}
        </p>
      )}
      <Pager
        page={board.page}
        pageCount={board.pageCount}
        onGo={(next) => show({ mission: chosen.missionId, page: next })}
        label={t('ms_board_pages')}
        status={t('ms_page', { page: board.page, total: board.pageCount })}
        previous={t('ms_previous')}
        next={t('ms_next')}
      />
    </section>
  );
});
