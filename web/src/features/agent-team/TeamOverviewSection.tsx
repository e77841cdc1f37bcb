import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Chart } from '../../centre/chart';
import { useFeatureStore } from '../../centre/featureStore';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { formatMinor, toMinor } from '../../ui/form';
import { Figures, LoadState, money, useTeamT } from './parts';
import { createOverviewStore } from './stores';

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
      <LoadState
        loadable={store.summary}
        retry={() => void store.load(range)}
        failedLabel={t('team_overview_failed')}
      />
      {o && (
        <Figures
          label={t('team_overview_title')}
          testId="team-overview"
          items={[
            [t('team_size'), o.teamSize],
            [t('team_direct'), o.directCount],
            [t('team_agents'), o.agentCount],
            [t('team_new'), o.newMembers],
            [t('team_active'), o.activeMembers],
            [t('team_online'), o.onlineCount],
            [t('team_balance'), money(o.teamBalance)],
            [t('team_stake'), money(o.play.stake)],
            [t('team_win'), money(o.play.win)],
            [t('team_profit'), money(o.play.profit)],
            [t('team_deposit'), money(o.money.deposit)],
            [t('team_withdrawal'), money(o.money.withdrawal)],
          ]}
        />
      )}
      <LoadState
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
