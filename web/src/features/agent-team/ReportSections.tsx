import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { LedgerRow, BetRow } from '../../api/client/records';
import type { TeamProfitLossRow } from '../../api/client/teamReports';
import { Chart } from '../../centre/chart';
import { useFeatureStore } from '../../centre/featureStore';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { RecordsTable, type Column } from '../../centre/RecordsTable';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, Modal } from '../../ui';
import { formatMinor, toMinor } from '../../ui/form';
import {
  CsvButton,
  csvExport,
  fileDate,
  Figures,
  LoadState,
  MemberFilter,
  money,
  useMemberFilter,
  useTeamT,
  type TeamT,
} from './parts';
import type { ReportQuery } from './reportStore';
import {
  createBettingReport,
  createIncomeReport,
  createMemberDetailStore,
  createProfitLossReport,
  createTransactionsReport,
  type MemberDetailStore,
} from './reports';

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
    { key: 'stake', header: t('team_stake'), cell: (b) => money(b.stake), align: 'end' },
    { key: 'win', header: t('team_win'), cell: (b) => money(b.win), align: 'end' },
    { key: 'profit', header: t('team_profit'), cell: (b) => money(b.profit), align: 'end' },
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
          report={report}
          onExport={csvExport(
            report,
            `team-betting_${fileDate(q.range)}.csv`,
            ['time', 'account', 'game', 'category', 'stake', 'win', 'profit'],
            (b) => [b.placedAt, b.account, b.gameName, b.gameType, b.stake, b.win, b.profit],
          )}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            [t('team_bets'), totals.betCount],
            [t('team_stake'), money(totals.stake)],
            [t('team_win'), money(totals.win)],
            [t('team_profit'), money(totals.profit)],
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
    { key: 'stake', header: t('team_stake'), cell: (r) => money(r.play.stake), align: 'end' },
    { key: 'win', header: t('team_win'), cell: (r) => money(r.play.win), align: 'end' },
    { key: 'profit', header: t('team_profit'), cell: (r) => money(r.play.profit), align: 'end' },
    {
      key: 'deposit',
      header: t('team_deposit'),
      cell: (r) => money(r.money.deposit),
      align: 'end',
    },
    {
      key: 'withdrawal',
      header: t('team_withdrawal'),
      cell: (r) => money(r.money.withdrawal),
      align: 'end',
    },
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
      <LoadState
        loadable={store.detail}
        retry={() => store.show(store.account, {})}
        failedLabel={t('team_detail_failed')}
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
                    <td>{money(c.stake)}</td>
                    <td>{money(c.win)}</td>
                    <td>{money(c.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Figures
            label={t('team_totals')}
            items={[
              [t('team_stake'), money(d.totals.stake)],
              [t('team_profit'), money(d.totals.profit)],
              [t('team_deposit'), money(d.money.deposit)],
              [t('team_withdrawal'), money(d.money.withdrawal)],
              [t('team_bonus'), money(d.money.bonus)],
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
          report={report}
          onExport={csvExport(
            report,
            `team-profit-loss_${fileDate(q.range)}.csv`,
            ['account', 'bets', 'stake', 'win', 'profit', 'deposit', 'withdrawal', 'bonus'],
            (r) => [
              r.account,
              r.play.betCount,
              r.play.stake,
              r.play.win,
              r.play.profit,
              r.money.deposit,
              r.money.withdrawal,
              r.money.bonus,
            ],
          )}
        />
      </Toolbar>
      {summary && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            [t('team_bets'), summary.totals.play.betCount],
            [t('team_stake'), money(summary.totals.play.stake)],
            [t('team_win'), money(summary.totals.play.win)],
            [t('team_profit'), money(summary.totals.play.profit)],
            [t('team_deposit'), money(summary.totals.money.deposit)],
            [t('team_withdrawal'), money(summary.totals.money.withdrawal)],
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
    { key: 'amount', header: t('team_amount'), cell: (r) => money(r.amount), align: 'end' },
    {
      key: 'after',
      header: t('team_col_balance_after'),
      cell: (r) => money(r.balanceAfter),
      align: 'end',
    },
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
          report={report}
          onExport={csvExport(report, `income_${fileDate(q.range)}.csv`, LEDGER_HEADER, ledgerCsv)}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            [t('team_kind_dividend'), money(totals.dividend)],
            [t('team_kind_salary'), money(totals.salary)],
            [t('team_income_total'), money(totals.totalIncome)],
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
          report={report}
          onExport={csvExport(
            report,
            `team-transactions_${fileDate(q.range)}.csv`,
            LEDGER_HEADER,
            ledgerCsv,
          )}
        />
      </Toolbar>
      {totals && (
        <Figures
          label={t('team_totals')}
          testId="report-totals"
          items={[
            [t('team_credit'), money(totals.credit)],
            [t('team_debit'), money(totals.debit)],
            [t('team_net'), money(totals.net)],
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
