import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Milestone, MissionSummary } from '../../api/client/missions';
import { useFeatureStore, useMessages, useUrlFilters } from '../../centre';
import { Pager } from '../../centre/Pager';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, SafeHtml } from '../../ui';
import { FormError, FormNotice, formatMajor } from '../../ui/form';
import { MissionLeaderboard } from './MissionLeaderboard';
import { missionsMessages } from './messages';
import { createMissionsStore, type MissionTab } from './MissionsStore';
import './missions.css';

/** The missions by state, and the leaderboards of those that rank players. */
type ShownTab = MissionTab | 'LEADERBOARD';
const TABS: readonly ShownTab[] = ['ONGOING', 'ENDED', 'LEADERBOARD'];
const TAB_IN_ADDRESS: Record<ShownTab, string | null> = {
  ONGOING: null,
  ENDED: 'ended',
  LEADERBOARD: 'leaderboard',
};
const TAB_LABEL = {
  ONGOING: 'ms_ongoing',
  ENDED: 'ms_ended',
  LEADERBOARD: 'ms_tab_leaderboard',
} as const;

/**
 * The tab, page and leaderboard's mission as the address names them
 * (`?tab=leaderboard&mission=M-STAKE&pageNo=2`); the first of each is left out.
 */
function useMissionsAddress() {
  // Pushed, so the back button steps back through the tabs and pages the member went through.
  const [filters, setFilters] = useUrlFilters(['tab', 'pageNo', 'mission'], { push: true });
  const tab: ShownTab =
    filters.tab === 'ended' ? 'ENDED' : filters.tab === 'leaderboard' ? 'LEADERBOARD' : 'ONGOING';
  const page = Math.max(1, Math.floor(Number(filters.pageNo)) || 1);
  const mission = filters.mission || null;
  const show = (next: { tab?: ShownTab; page?: number; mission?: string }) => {
    const nextTab = next.tab ?? tab;
    setFilters({
      tab: TAB_IN_ADDRESS[nextTab],
      pageNo: next.page && next.page > 1 ? String(next.page) : null,
      mission: nextTab === 'LEADERBOARD' ? (next.mission ?? null) : null,
    });
  };
  return { tab, page, mission, show };
}

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
  if (store.detail.errorKey) {
    return (
      <div role="alert">
        <p>{t.error(store.detail.errorKey)}</p>
        <button type="button" className="button" onClick={() => void store.loadDetail()}>
          {t.error('retry')}
        </button>
      </div>
    );
  }
  const detail = store.detail.value;
  if (!detail) return <p role="status">{t.error('loading')}</p>;
  const milestones = [...detail.milestones.completed, ...detail.milestones.incomplete].sort(
    (a, b) => a.target - b.target,
  );
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
    </div>
  );
});

const MissionCard = observer(function MissionCard({
  mission,
  onOpenBoard,
}: {
  mission: MissionSummary;
  onOpenBoard: () => void;
}) {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);
  const open = store.openId === mission.missionId;
  const detailId = `mission-detail-${mission.missionId}`;
  const payout = store.claimMissionId === mission.missionId ? store.payout : null;
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
        {mission.leaderboard && (
          <button type="button" className="button button--ghost" onClick={onOpenBoard}>
            {t('ms_board_open')}
          </button>
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
          payout && payout.value !== null
            ? t('ms_claimed', { amount: formatMajor(payout.value) })
            : null
        }
      />
      <FormError message={payout?.errorKey ? t.error(payout.errorKey) : null} />
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
  const address = useMissionsAddress();
  const { tab: shownTab, page } = address;

  useEffect(() => {
    if (shownTab !== 'LEADERBOARD') void store.load(shownTab, page);
  }, [store, shownTab, page]);

  return (
    <div className="missions">
      <p className="field__hint">{t('ms_play_hint')}</p>
      <div className="missions__tabs" role="group" aria-label={t('ms_tabs')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className={`button ${shownTab === tab ? '' : 'button--ghost'}`}
            aria-pressed={shownTab === tab}
            onClick={() =>
              // The tab's first page, pressed again, is read again.
              tab === shownTab && page === 1 && tab !== 'LEADERBOARD'
                ? void store.load(tab, 1)
                : address.show({ tab })
            }
          >
            {t(TAB_LABEL[tab])}
          </button>
        ))}
      </div>
      {shownTab === 'LEADERBOARD' ? (
        <MissionLeaderboard
          missionId={address.mission}
          page={page}
          show={(next) => address.show({ tab: 'LEADERBOARD', ...next })}
        />
      ) : (
        <MissionList
          onOpenBoard={(missionId) => address.show({ tab: 'LEADERBOARD', mission: missionId })}
          onGo={(next) => address.show({ page: next })}
        />
      )}
    </div>
  );
});

/** One tab's missions, a page at a time. */
const MissionList = observer(function MissionList({
  onOpenBoard,
  onGo,
}: {
  onOpenBoard: (missionId: string) => void;
  onGo: (page: number) => void;
}) {
  const t = useMessages(missionsMessages);
  const store = useFeatureStore(createMissionsStore);
  const { missions } = store;
  return (
    <>
      {missions.state === 'failed' ? (
        <div role="alert">
          <p>{t('ms_load_failed')}</p>
          <p>{t.error(missions.errorKey ?? 'system_error')}</p>
          <button type="button" className="button" onClick={() => void store.reload()}>
            {t.error('retry')}
          </button>
        </div>
      ) : missions.state !== 'ready' && store.list.length === 0 ? (
        <p role="status">{t.error('loading')}</p>
      ) : store.list.length === 0 ? (
        <DataNotice>{t('ms_none')}</DataNotice>
      ) : (
        <ul className="missions__list">
          {store.list.map((m) => (
            <MissionCard
              key={m.missionId}
              mission={m}
              onOpenBoard={() => onOpenBoard(m.missionId)}
            />
          ))}
        </ul>
      )}
      <Pager
        page={missions.page}
        pageCount={missions.pageCount}
        onGo={onGo}
        label={t('ms_page', { page: missions.page, total: missions.pageCount })}
        status={t('ms_page', { page: missions.page, total: missions.pageCount })}
        previous={t('ms_previous')}
        next={t('ms_next')}
      />
    </>
  );
});
