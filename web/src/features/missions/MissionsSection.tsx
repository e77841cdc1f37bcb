import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Milestone, MissionSummary } from '../../api/client/missions';
import { useFeatureStore, useMessages } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, SafeHtml } from '../../ui';
import { FormError, FormNotice, formatMajor } from '../../ui/form';
import { createMissionsStore } from './createMissionsStore';
import { missionsMessages } from './messages';
import type { MissionTab } from './MissionsStore';
import './missions.css';

const TABS: readonly MissionTab[] = ['ONGOING', 'ENDED'];

function measured(mission: { measure: MissionSummary['measure'] }, value: number): string {
  return mission.measure === 'STAKE' ? formatMajor(value) : String(value);
}

const MilestoneList = observer(function MilestoneList({
  mission,
  milestones,
}: {
  mission: MissionSummary;
  milestones: Milestone[];
}) {
  const t = useMessages(missionsMessages);
  return (
    <ol className="mission-milestones">
      {milestones.map((m) => (
        <li key={m.milestoneId} className={`mission-milestone mission-milestone--${m.claimStatus}`}>
          <span className="mission-milestone__target">
            {mission.measure === 'STAKE'
              ? t('ms_target_stake', { value: formatMajor(m.target) })
              : t('ms_target_rounds', { value: m.target })}
          </span>
          <span>{t('ms_reward', { amount: formatMajor(m.reward) })}</span>
          <progress max={m.target} value={Math.min(m.progress, m.target)} aria-hidden="true" />
          <span className="mission-milestone__status">
            {t(`ms_status_${m.claimStatus}`, {
              progress: `${measured(mission, m.progress)} / ${measured(mission, m.target)}`,
            })}
          </span>
        </li>
      ))}
    </ol>
  );
});

const MissionDetails = observer(function MissionDetails({ mission }: { mission: MissionSummary }) {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);
  const detail = store.detail;
  if (!detail) return <p role="status">{t.error('loading')}</p>;
  if (detail.errorKey) {
    return (
      <div role="alert">
        <p>{t.error(detail.errorKey)}</p>
        <button type="button" className="button" onClick={() => void store.loadDetail()}>
          {t.error('retry')}
        </button>
      </div>
    );
  }
  const milestones = detail.milestones
    ? [...detail.milestones.completed, ...detail.milestones.incomplete].sort(
        (a, b) => a.target - b.target,
      )
    : [];
  return (
    <div className="mission-detail">
      <h4>{t('ms_milestones')}</h4>
      <MilestoneList mission={mission} milestones={milestones} />
      {detail.rules && (
        <>
          <h4>{t('ms_rules')}</h4>
          <SafeHtml className="mission-rules" html={detail.rules} />
        </>
      )}
      {detail.leaderboard && (
        <>
          <h4>{t('ms_leaderboard')}</h4>
          <table className="mission-board">
            <caption className="visually-hidden">{t('ms_leaderboard')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ms_rank')}</th>
                <th scope="col">{t('ms_player')}</th>
                <th scope="col">{t('ms_score')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.leaderboard.rows.map((r) => (
                <tr key={r.rank}>
                  <td>{r.rank}</td>
                  <td>{r.account}</td>
                  <td>{formatMajor(r.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {detail.leaderboard.own.rank === null
              ? t('ms_unranked')
              : t('ms_your_rank', {
                  rank: detail.leaderboard.own.rank,
                  score: formatMajor(detail.leaderboard.own.score),
                })}
          </p>
        </>
      )}
    </div>
  );
});

const MissionCard = observer(function MissionCard({ mission }: { mission: MissionSummary }) {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);
  const open = store.openId === mission.missionId;
  const detailId = `mission-detail-${mission.missionId}`;
  const result = store.claimResult?.missionId === mission.missionId ? store.claimResult : null;
  return (
    <li className="mission card">
      <h3 className="mission__title">{mission.title}</h3>
      <p className="mission__period">
        {t('ms_period', {
          from: formatSiteTime(mission.startTime),
          to: formatSiteTime(mission.endTime),
        })}
      </p>
      <p>
        {mission.measure === 'STAKE'
          ? t('ms_progress_stake', { value: formatMajor(mission.milestone) })
          : t('ms_progress_rounds', { value: mission.milestone })}
        {' · '}
        {t('ms_completed', { done: mission.totalCompleted, total: mission.totalMilestones })}
      </p>
      <div className="mission__actions">
        {mission.claimable > 0 && (
          <>
            <span className="mission__claimable">
              {t('ms_claimable', { amount: formatMajor(mission.claimable) })}
            </span>
            <button
              type="button"
              className="button"
              disabled={store.claiming !== null}
              aria-busy={store.claiming === mission.missionId}
              onClick={() => void store.claim(mission.missionId)}
            >
              {store.claiming === mission.missionId ? t('ms_claiming') : t('ms_claim')}
            </button>
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => void store.toggle(mission.missionId)}
        >
          {open ? t('ms_hide') : t('ms_details')}
        </button>
      </div>
      <FormNotice
        message={
          result?.amount !== undefined
            ? t('ms_claimed', { amount: formatMajor(result.amount) })
            : null
        }
      />
      <FormError message={result?.errorKey ? t.error(result.errorKey) : null} />
      <div id={detailId} hidden={!open}>
        {open && <MissionDetails mission={mission} />}
      </div>
    </li>
  );
});

/** Missions and their leaderboard (`missionLeaderboard`). */
export const MissionsSection = observer(function MissionsSection() {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);

  useEffect(() => {
    void store.load(store.tab, store.page);
  }, [store]);

  return (
    <div className="missions">
      <p className="field__hint">{t('ms_play_hint')}</p>
      <div className="missions__tabs" role="group" aria-label={t('ms_tabs')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className={`button ${store.tab === tab ? '' : 'button--ghost'}`}
            aria-pressed={store.tab === tab}
            onClick={() => void store.load(tab, 1)}
          >
            {tab === 'ONGOING' ? t('ms_ongoing') : t('ms_ended')}
          </button>
        ))}
      </div>
      {store.state === 'failed' ? (
        <div role="alert">
          <p>{t('ms_load_failed')}</p>
          <p>{t.error(store.errorKey ?? 'system_error')}</p>
          <button type="button" className="button" onClick={() => void store.reload()}>
            {t.error('retry')}
          </button>
        </div>
      ) : store.state !== 'ready' && store.list.length === 0 ? (
        <p role="status">{t.error('loading')}</p>
      ) : store.list.length === 0 ? (
        <DataNotice>{t('ms_none')}</DataNotice>
      ) : (
        <ul className="missions__list">
          {store.list.map((m) => (
            <MissionCard key={m.missionId} mission={m} />
          ))}
        </ul>
      )}
      {store.totalPages > 1 && (
        <nav
          className="missions__pages"
          aria-label={t('ms_page', { page: store.page, total: store.totalPages })}
        >
          <button
            type="button"
            className="button button--ghost"
            disabled={store.page <= 1}
            onClick={() => void store.load(store.tab, store.page - 1)}
          >
            {t('ms_previous')}
          </button>
          <span>{t('ms_page', { page: store.page, total: store.totalPages })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={store.page >= store.totalPages}
            onClick={() => void store.load(store.tab, store.page + 1)}
          >
            {t('ms_next')}
          </button>
        </nav>
      )}
    </div>
  );
});
