import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Chart } from '../../centre/chart';
import { useFeatureStore } from '../../centre/featureStore';
import { Figures } from '../../centre/Figures';
import { LoadableStatus } from '../../centre/LoadableStatus';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { formatMajor, formatMinor, toMinor } from '../../ui/form';
import { createOverviewStore } from './OverviewStore';
import { useTeamT } from './parts';

const PRESETS = ['today', 'last7', 'last30', 'custom'] as const;

/** The team at a glance for a period, and its daily figures as charts (agentTeamOverview). */
export const TeamOverviewSection = observer(function TeamOverviewSection() {
  const store = useFeatureStore(createOverviewStore);
  const t = useTeamT();
  const [period, range, setPeriod] = usePeriod('last7');
  useEffect(() => {
    void store.load(range);
  }, [store, range]);
  const o = store.summary.value;
  const days = store.daily.value;
  return (
    <div className="team-overview">
      <PeriodFilter period={period} onChange={setPeriod} presets={PRESETS} />
      <LoadableStatus
        loadable={store.summary}
        retry={() => void store.load(range)}
        failedLabel={t('team_overview_failed')}
      />
      {o && (
        <Figures
          label={t('team_overview_title')}
          testId="team-overview"
          items={[
            { label: t('team_size'), value: o.teamSize },
            { label: t('team_direct'), value: o.directCount },
            { label: t('team_agents'), value: o.agentCount },
            { label: t('team_new'), value: o.newMembers },
            { label: t('team_active'), value: o.activeMembers },
            { label: t('team_online'), value: o.onlineCount },
            { label: t('team_balance'), value: formatMajor(o.teamBalance) },
            { label: t('team_stake'), value: formatMajor(o.play.stake) },
            { label: t('team_win'), value: formatMajor(o.play.win) },
            { label: t('team_profit'), value: formatMajor(o.play.profit) },
            { label: t('team_deposit'), value: formatMajor(o.money.deposit) },
            { label: t('team_withdrawal'), value: formatMajor(o.money.withdrawal) },
          ]}
        />
      )}
      <LoadableStatus
        loadable={store.daily}
        retry={() => void store.load(range)}
        failedLabel={t('team_daily_failed')}
      />
      {days && days.length > 0 && (
        <>
          <Chart
            kind="line"
            title={t('team_chart_money')}
            xLabel={t('team_day')}
            data={{
              x: days.map((d) => d.date),
              series: [
                { label: t('team_stake'), values: days.map((d) => toMinor(d.play.stake)) },
                { label: t('team_win'), values: days.map((d) => toMinor(d.play.win)) },
                { label: t('team_deposit'), values: days.map((d) => toMinor(d.money.deposit)) },
                {
                  label: t('team_withdrawal'),
                  values: days.map((d) => toMinor(d.money.withdrawal)),
                },
              ],
            }}
            format={formatMinor}
          />
          <Chart
            kind="bars"
            title={t('team_chart_members')}
            xLabel={t('team_day')}
            data={{
              x: days.map((d) => d.date),
              series: [
                { label: t('team_new'), values: days.map((d) => d.newMembers) },
                { label: t('team_active'), values: days.map((d) => d.activeMembers) },
              ],
            }}
            format={(v) => String(v)}
          />
        </>
      )}
    </div>
  );
});
