import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ChoiceFilter } from '../../centre/ChoiceFilter';
import {
  PeriodFilter,
  RecordsTable,
  useFeatureStore,
  useMessages,
  usePeriod,
  useUrlFilters,
  type Column,
} from '../../centre';
import {
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalStatus,
} from '../../api/client/withdraw';
import { formatSiteTime } from '../../i18n/time';
import { formatMajor } from '../../ui/form';
import { withdrawMessages } from './messages';
import { createWithdrawStore } from './WithdrawStore';

function isStatus(value: string | undefined): value is WithdrawalStatus {
  return WITHDRAWAL_STATUSES.some((s) => s === value);
}

/** The member's withdrawals with their statuses, for a period and optionally one status. */
export const WithdrawalRecords = observer(function WithdrawalRecords() {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createWithdrawStore);
  const [period, range, setPeriod] = usePeriod('last7');
  const [filters, setFilters] = useUrlFilters(['status']);
  const status = isStatus(filters.status) ? filters.status : undefined;

  useEffect(() => {
    void store.records.setQuery({ ...range, ...(status ? { status } : {}) });
  }, [store, range, status]);

  const columns: Column<Withdrawal>[] = [
    { key: 'time', header: t('wd_col_time'), cell: (w) => formatSiteTime(w.createdAt) },
    {
      key: 'amount',
      header: t('wd_col_amount'),
      cell: (w) => formatMajor(w.amount),
      align: 'end',
    },
    {
      key: 'receive',
      header: t('wd_col_receive'),
      cell: (w) => formatMajor(w.actualAmount),
      align: 'end',
    },
    { key: 'account', header: t('wd_col_account'), cell: (w) => w.account },
    {
      key: 'status',
      header: t('wd_col_status'),
      cell: (w) => (
        <span className={`status status--${w.status.toLowerCase()}`}>
          {t(`wd_status_${w.status}`)}
          {w.receipt === 'AUTO' || w.receipt === 'FORCED'
            ? ` (${t(`wd_receipt_${w.receipt}`)})`
            : ''}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="withdraw-list-title" className="withdraw-records">
      <h3 id="withdraw-list-title">{t('wd_list_title')}</h3>
      <PeriodFilter period={period} onChange={setPeriod} />
      <ChoiceFilter
        label={t('wd_status_filter')}
        allLabel={t('wd_status_all')}
        value={status}
        options={WITHDRAWAL_STATUSES}
        optionLabel={(s) => t(`wd_status_${s}`)}
        onChange={(value) => setFilters({ status: value })}
      />
      <RecordsTable
        records={store.records}
        columns={columns}
        caption={t('wd_list_caption')}
        rowKey={(w) => w.withdrawalId}
        height={360}
      />
    </section>
  );
});
