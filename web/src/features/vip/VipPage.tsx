import './vip.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { RankSalaryClaim, VipProgress } from '../../api/client/vip';
import { RecordsTable, useFeatureStore, useMessages, type Column } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page } from '../../ui';
import { formatMajor } from '../../ui/form';
import { TableScroll } from '../../ui/TableScroll';
import { vipMessages } from './messages';
import { createVipStore, type VipStore } from './VipStore';

/** How full a bar is, 0–100, from the platform's two figures. */
function share(actual: number, expected: number): number {
  if (expected <= 0) return 100;
  return Math.min(100, Math.max(0, (actual / expected) * 100));
}

/**
 * The VIP rank page (side menu "VIP rank", footer "Playerrank", the header's VIP label): the
 * member's rank, progress to the next one, what keeps it, every rank's benefits, and the rank
 * salary with its history. Offered only where the member's VIP flag is on.
 */
export const VipPage = observer(function VipPage() {
  const t = useMessages(vipMessages);
  const { user } = useStores();
  const store = useFeatureStore(createVipStore);
  const hasVip = user.info?.hasVip ?? false;

  useEffect(() => {
    if (!hasVip) return;
    void store.load();
    void store.history.setQuery({});
  }, [store, hasVip]);

  return (
    <Page name="vip" title={t('vip_title')}>
      {!user.info ? (
        <p role="status">{t('vip_loading')}</p>
      ) : !hasVip ? (
        <DataNotice>{t('vip_unavailable')}</DataNotice>
      ) : store.state === 'failed' ? (
        <p role="alert" className="vip-failed">
          {t.error(store.errorKey ?? 'system_error')} {t('vip_failed')}{' '}
          <button type="button" className="button button--small" onClick={() => void store.load()}>
            {t('vip_retry')}
          </button>
        </p>
      ) : !store.progress ? (
        <p role="status">{t('vip_loading')}</p>
      ) : (
        <>
          <Standing progress={store.progress} />
          <Ranks store={store} level={store.progress.rankLevel} />
          <Salary store={store} />
        </>
      )}
    </Page>
  );
});

function Bar({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <div className="vip-bar">
      <span id={id} className="visually-hidden">
        {label}
      </span>
      <progress max={100} value={Math.round(value)} aria-labelledby={id} />
    </div>
  );
}

const Standing = observer(function Standing({ progress }: { progress: VipProgress }) {
  const t = useMessages(vipMessages);
  const { monthlyTurnover: turnover } = progress;
  return (
    <section className="vip-card" aria-labelledby="vip-standing-title">
      <h2 id="vip-standing-title">{t('vip_current')}</h2>
      <p className="vip-rank">
        <strong data-testid="vip-rank">{progress.clubLabel}</strong>{' '}
        <span>{t('vip_level', { level: progress.rankLevel })}</span>
      </p>
      {progress.nextLevel === null ? (
        <p>{t('vip_progress_top')}</p>
      ) : (
        <>
          <h3>{t('vip_progress_title', { label: progress.nextLabel })}</h3>
          <Bar
            label={t('vip_deposits_bar', { label: progress.nextLabel })}
            value={progress.progressPercent}
          />
          <p data-testid="vip-deposits">
            {t('vip_deposits', {
              actual: formatMajor(progress.depositTotal),
              expected: formatMajor(progress.depositRequired),
            })}
          </p>
          {progress.nextMonthlyTurnover !== null && (
            <p>
              {t('vip_next_turnover', {
                label: progress.nextLabel,
                amount: formatMajor(progress.nextMonthlyTurnover),
              })}
            </p>
          )}
        </>
      )}
      <h3>{t('vip_turnover_title')}</h3>
      {progress.demoteCondition === 'MONTHLY_TURNOVER' && (
        <>
          <Bar
            label={t('vip_turnover_bar', { label: progress.clubLabel })}
            value={share(turnover.actual, turnover.expected)}
          />
          <p data-testid="vip-turnover">
            {t('vip_turnover', {
              actual: formatMajor(turnover.actual),
              expected: formatMajor(turnover.expected),
            })}
          </p>
        </>
      )}
      <p>
        {progress.demoteCondition === 'MONTHLY_TURNOVER'
          ? t('vip_keep_MONTHLY_TURNOVER', {
              expected: formatMajor(turnover.expected),
              label: progress.clubLabel,
            })
          : t('vip_keep_NONE')}
      </p>
    </section>
  );
});

const Ranks = observer(function Ranks({ store, level }: { store: VipStore; level: number }) {
  const t = useMessages(vipMessages);
  return (
    <section className="vip-card" aria-labelledby="vip-ranks-title">
      <h2 id="vip-ranks-title">{t('vip_ranks_title')}</h2>
      <TableScroll
        className="vip-table-scroll"
        label={{ by: 'vip-ranks-title' }}
        columnsKey="ranks"
      >
        <table className="vip-ranks">
          <thead>
            <tr>
              <th scope="col">{t('vip_col_rank')}</th>
              <th scope="col">{t('vip_col_deposit')}</th>
              <th scope="col">{t('vip_col_turnover')}</th>
              <th scope="col">{t('vip_col_salary')}</th>
              <th scope="col">{t('vip_col_room')}</th>
            </tr>
          </thead>
          <tbody>
            {store.ranks.map((rank) => (
              <tr
                key={rank.rankLevel}
                className={rank.rankLevel === level ? 'vip-ranks__current' : undefined}
                aria-current={rank.rankLevel === level ? 'true' : undefined}
              >
                <th scope="row">
                  {rank.clubLabel}
                  {rank.rankLevel === level ? ` ${t('vip_your_rank')}` : ''}
                </th>
                <td>{formatMajor(rank.depositRequired)}</td>
                <td>{formatMajor(rank.monthlyTurnover)}</td>
                <td>{rank.benefit ? formatMajor(rank.benefit.rankSalary) : ''}</td>
                <td>{rank.benefit?.vipSupportRoom ? t('vip_yes') : t('vip_no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
});

const Salary = observer(function Salary({ store }: { store: VipStore }) {
  const t = useMessages(vipMessages);
  const { salary } = store;
  const columns: Column<RankSalaryClaim>[] = [
    { key: 'time', header: t('vip_col_time'), cell: (c) => formatSiteTime(c.claimTime) },
    { key: 'rank', header: t('vip_col_rank'), cell: (c) => c.clubLabel },
    {
      key: 'amount',
      header: t('vip_col_amount'),
      cell: (c) => formatMajor(c.amount),
      align: 'end',
    },
    { key: 'no', header: t('vip_col_no'), cell: (c) => c.transactionNo },
  ];
  return (
    <section className="vip-card" aria-labelledby="vip-salary-title">
      <h2 id="vip-salary-title">{t('vip_salary_title')}</h2>
      {salary && salary.salaryAmount > 0 ? (
        <>
          <p>
            {t('vip_salary_amount', {
              month: salary.month,
              amount: formatMajor(salary.salaryAmount),
              label: salary.clubLabel,
            })}
          </p>
          <p>
            {salary.paid
              ? t('vip_salary_paid')
              : salary.eligible
                ? t('vip_salary_eligible')
                : t('vip_salary_not_eligible')}
          </p>
        </>
      ) : (
        <p>{t('vip_salary_none')}</p>
      )}
      <h3>{t('vip_history_title')}</h3>
      <RecordsTable
        records={store.history}
        columns={columns}
        caption={t('vip_history_caption')}
        rowKey={(c) => c.transactionNo}
        height={240}
      />
    </section>
  );
});
