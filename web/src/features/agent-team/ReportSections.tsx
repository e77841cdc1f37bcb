import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { LedgerRow, BetRow } from '../../api/client/records';
import type { TeamProfitLossRow } from '../../api/client/teamReports';
import { Chart } from '../../centre/chart';
import { useFeatureStore } from '../../centre/featureStore';
import { Figures } from '../../centre/Figures';
import { LoadableStatus } from '../../centre/LoadableStatus';
import { moneyColumn } from '../../centre/moneyColumn';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { RecordsTable, type Column } from '../../centre/RecordsTable';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, Modal } from '../../ui';
import { formatMajor, formatMinor, toMinor } from '../../ui/form';
import { createMemberDetailStore, type MemberDetailStore } from './MemberDetailStore';
import { CsvButton, fileDate, MemberFilter, useMemberFilter, useTeamT, type TeamT } from './parts';
import {
  createBettingReport,
  createIncomeReport,
  createProfitLossReport,
  createTransactionsReport,
  type ReportQuery,
} from './ReportStore';

const PRESETS = ['today', 'last7', 'last30', 'custom'] as const;

/** The report's query from the address: the period and, where offered, one member. */
/** The URL's period (and member) for a report, which is shown again whenever they change. */
function useReportQuery(
  report: { show(query: ReportQuery): Promise<unknown> },
  withMember: boolean,
) {
  const [period, range, setPeriod] = usePeriod('last7');
  const [member, setMember] = useMemberFilter();
  const query: ReportQuery = {
    startTime: range.startTime,
    endTime: range.endTime,
    ...(withMember && member ? { account: member } : {}),
  };
  // Keyed by value: the query object is new on every render.
  const key = JSON.stringify(query);
  useEffect(() => {
    void report.show(JSON.parse(key) as ReportQuery);
  }, [report, key]);
  return { period, range, setPeriod, member, setMember, query };
}

function kindLabel(t: TeamT, kind: string): string {
  return (t as unknown as (key: string, o: object) => string)(`team_kind_${kind}`, {
    defaultValue: kind,
  });
}

function Toolbar({
  q,
  withMember,
  children,
}: {
  q: ReturnType<typeof useReportQuery>;
  withMember: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="team-report__toolbar">
      <PeriodFilter period={q.period} onChange={q.setPeriod} presets={PRESETS} />
      {withMember && <MemberFilter value={q.member} onChange={q.setMember} />}
      {children}
    </div>
  );
}

// --- team betting --------------------------------------------------------------------------

function betColumns(t: TeamT): Column<BetRow>[] {
  return [
    { key: 'time', header: t('team_col_time'), cell: (b) => formatSiteTime(b.placedAt) },
    { key: 'account', header: t('team_col_account'), cell: (b) => b.account },
    { key: 'game', header: t('team_col_game'), cell: (b) => b.gameName },
    { key: 'category', header: t('team_col_category'), cell: (b) => b.gameType },
    moneyColumn('stake', t('team_stake'), (b) => b.stake),
    moneyColumn('win', t('team_win'), (b) => b.win),
    moneyColumn('profit', t('team_profit'), (b) => b.profit),
  ];
}

/** Every bet of the team, or of one member (personalHistoryCopy in the agent centre). */
export const TeamBettingSection = observer(function TeamBettingSection() {
  const report = useFeatureStore(createBettingReport);
  const t = useTeamT();
  const q = useReportQuery(report, true);
  const totals = report.summary?.totals;
  return (
    <div className="team-report">
      <Toolbar q={q} withMember>
        <CsvButton
          records={report.records}
          file={{
            fileName: `team-betting_${fileDate(q.range)}.csv`,
            header: ['time', 'account', 'game', 'category', 'stake', 'win', 'profit'],
            row: (b) => [b.placedAt, b.account, b.gameName, b.gameType, b.stake, b.win, b.profit],
          }}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            { label: t('team_bets'), value: totals.betCount },
            { label: t('team_stake'), value: formatMajor(totals.stake) },
            { label: t('team_win'), value: formatMajor(totals.win) },
            { label: t('team_profit'), value: formatMajor(totals.profit) },
          ]}
        />
      )}
      <RecordsTable
        records={report.records}
        columns={betColumns(t)}
        caption={t('team_betting_caption')}
        rowKey={(b) => b.betId}
      />
    </div>
  );
});

// --- team profit and loss --------------------------------------------------------------------

function plColumns(t: TeamT, detail: (account: string) => void): Column<TeamProfitLossRow>[] {
  return [
    {
      key: 'account',
      header: t('team_col_account'),
      cell: (r) => (
        <button
          type="button"
          className="link-button"
          onClick={() => detail(r.account)}
          aria-label={t('team_detail_of', { account: r.account })}
        >
          {r.account}
        </button>
      ),
    },
    { key: 'bets', header: t('team_bets'), cell: (r) => r.play.betCount, align: 'end' },
    moneyColumn('stake', t('team_stake'), (r) => r.play.stake),
    moneyColumn('win', t('team_win'), (r) => r.play.win),
    moneyColumn('profit', t('team_profit'), (r) => r.play.profit),
    moneyColumn('deposit', t('team_deposit'), (r) => r.money.deposit),
    moneyColumn('withdrawal', t('team_withdrawal'), (r) => r.money.withdrawal),
  ];
}

const MemberDetail = observer(function MemberDetail({
  store,
  onClose,
}: {
  store: MemberDetailStore;
  onClose: () => void;
}) {
  const t = useTeamT();
  const d = store.detail.value;
  return (
    <Modal
      name="team-member-detail"
      title={t('team_detail_title', { account: store.account ?? '' })}
      onClose={onClose}
      size="large"
    >
      <LoadableStatus
        loadable={store.detail}
        retry={() => store.show(store.account, {})}
        failedLabel={t('team_detail_failed')}
        // A member no longer in the team is a refusal this feature words itself.
        errorText={t.error}
      />
      {d && d.account === store.account && (
        <>
          {d.byCategory.length === 0 ? (
            <DataNotice>{t('team_detail_no_play')}</DataNotice>
          ) : (
            <table className="records__table team-detail">
              <caption className="visually-hidden">{t('team_detail_caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('team_col_category')}</th>
                  <th scope="col">{t('team_bets')}</th>
                  <th scope="col">{t('team_stake')}</th>
                  <th scope="col">{t('team_win')}</th>
                  <th scope="col">{t('team_profit')}</th>
                </tr>
              </thead>
              <tbody>
                {d.byCategory.map((c) => (
                  <tr key={c.gameType}>
                    <th scope="row">{c.gameType}</th>
                    <td>{c.betCount}</td>
                    <td>{formatMajor(c.stake)}</td>
                    <td>{formatMajor(c.win)}</td>
                    <td>{formatMajor(c.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Figures
            label={t('team_totals')}
            items={[
              { label: t('team_stake'), value: formatMajor(d.totals.stake) },
              { label: t('team_profit'), value: formatMajor(d.totals.profit) },
              { label: t('team_deposit'), value: formatMajor(d.money.deposit) },
              { label: t('team_withdrawal'), value: formatMajor(d.money.withdrawal) },
              { label: t('team_bonus'), value: formatMajor(d.money.bonus) },
            ]}
          />
        </>
      )}
    </Modal>
  );
});

/** Team profit and loss per member, a daily chart, and one member's detail (palStatementsAgentCopy). */
export const TeamProfitLossSection = observer(function TeamProfitLossSection() {
  const report = useFeatureStore(createProfitLossReport);
  const detail = useFeatureStore(createMemberDetailStore);
  const t = useTeamT();
  const q = useReportQuery(report, true);
  const [open, setOpen] = useState(false);
  const summary = report.summary;
  const showDetail = (account: string) => {
    detail.show(account, { startTime: q.range.startTime, endTime: q.range.endTime });
    setOpen(true);
  };
  return (
    <div className="team-report">
      <Toolbar q={q} withMember>
        <CsvButton
          records={report.records}
          file={{
            fileName: `team-profit-loss_${fileDate(q.range)}.csv`,
            header: ['account', 'bets', 'stake', 'win', 'profit', 'deposit', 'withdrawal', 'bonus'],
            row: (r) => [
              r.account,
              r.play.betCount,
              r.play.stake,
              r.play.win,
              r.play.profit,
              r.money.deposit,
              r.money.withdrawal,
              r.money.bonus,
            ],
          }}
        />
      </Toolbar>
      {summary && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            { label: t('team_bets'), value: summary.totals.play.betCount },
            { label: t('team_stake'), value: formatMajor(summary.totals.play.stake) },
            { label: t('team_win'), value: formatMajor(summary.totals.play.win) },
            { label: t('team_profit'), value: formatMajor(summary.totals.play.profit) },
            { label: t('team_deposit'), value: formatMajor(summary.totals.money.deposit) },
            { label: t('team_withdrawal'), value: formatMajor(summary.totals.money.withdrawal) },
          ]}
        />
      )}
      {summary && summary.daily.length > 0 && (
        <Chart
          kind="line"
          title={t('team_chart_profit')}
          xLabel={t('team_day')}
          data={{
            x: summary.daily.map((d) => d.date),
            series: [
              { label: t('team_stake'), values: summary.daily.map((d) => toMinor(d.stake)) },
              { label: t('team_profit'), values: summary.daily.map((d) => toMinor(d.profit)) },
            ],
          }}
          format={formatMinor}
        />
      )}
      <RecordsTable
        records={report.records}
        columns={plColumns(t, showDetail)}
        caption={t('team_pl_caption')}
        rowKey={(r) => r.account}
      />
      {open && <MemberDetail store={detail} onClose={() => setOpen(false)} />}
    </div>
  );
});

// --- income and account details --------------------------------------------------------------

function ledgerColumns(t: TeamT, withAccount: boolean): Column<LedgerRow>[] {
  return [
    { key: 'time', header: t('team_col_time'), cell: (r) => formatSiteTime(r.createdAt) },
    ...(withAccount
      ? [{ key: 'account', header: t('team_col_account'), cell: (r: LedgerRow) => r.account }]
      : []),
    { key: 'kind', header: t('team_col_kind'), cell: (r) => kindLabel(t, r.kind) },
    moneyColumn('amount', t('team_amount'), (r) => r.amount),
    moneyColumn('after', t('team_col_balance_after'), (r) => r.balanceAfter),
    { key: 'reference', header: t('team_col_reference'), cell: (r) => r.reference },
  ];
}

const ledgerCsv = (r: LedgerRow) => [
  r.createdAt,
  r.account,
  r.kind,
  r.amount,
  r.balanceAfter,
  r.reference,
];
const LEDGER_HEADER = ['time', 'account', 'kind', 'amount', 'balanceAfter', 'reference'];

/** The agent's own income from its contracts (agentRevenueReport). */
export const IncomeSection = observer(function IncomeSection() {
  const report = useFeatureStore(createIncomeReport);
  const t = useTeamT();
  const q = useReportQuery(report, false);
  const totals = report.summary?.totals;
  return (
    <div className="team-report">
      <Toolbar q={q} withMember={false}>
        <CsvButton
          records={report.records}
          file={{
            fileName: `income_${fileDate(q.range)}.csv`,
            header: LEDGER_HEADER,
            row: ledgerCsv,
          }}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            { label: t('team_kind_dividend'), value: formatMajor(totals.dividend) },
            { label: t('team_kind_salary'), value: formatMajor(totals.salary) },
            { label: t('team_income_total'), value: formatMajor(totals.totalIncome) },
          ]}
        />
      )}
      <RecordsTable
        records={report.records}
        columns={ledgerColumns(t, false)}
        caption={t('team_income_caption')}
        rowKey={(r) => r.reference}
      />
    </div>
  );
});

/** Every wallet movement of the team, or of one member (agentDownlineTransactionDetailsCopy). */
export const TeamTransactionsSection = observer(function TeamTransactionsSection() {
  const report = useFeatureStore(createTransactionsReport);
  const t = useTeamT();
  const q = useReportQuery(report, true);
  const totals = report.summary?.totals;
  return (
    <div className="team-report">
      <Toolbar q={q} withMember>
        <CsvButton
          records={report.records}
          file={{
            fileName: `team-transactions_${fileDate(q.range)}.csv`,
            header: LEDGER_HEADER,
            row: ledgerCsv,
          }}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            { label: t('team_credit'), value: formatMajor(totals.credit) },
            { label: t('team_debit'), value: formatMajor(totals.debit) },
            { label: t('team_net'), value: formatMajor(totals.net) },
          ]}
        />
      )}
      <RecordsTable
        records={report.records}
        columns={ledgerColumns(t, true)}
        caption={t('team_transactions_caption')}
        rowKey={(r) => r.reference}
      />
    </div>
  );
});
