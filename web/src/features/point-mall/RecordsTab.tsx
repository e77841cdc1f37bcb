import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ChoiceFilter } from '../../centre/ChoiceFilter';
import {
  REDEMPTION_STATUSES,
  type RedemptionRecord,
  type RedemptionStatus,
} from '../../api/client/points';
import {
  PeriodFilter,
  RecordsTable,
  useFeatureStore,
  useMessages,
  usePeriod,
  useUrlFilters,
  type Column,
} from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { formatMajor } from '../../ui/form';
import { pointMallMessages } from './messages';
import { createPointMallStore, EXCHANGE_TYPES, POINTS_PERIOD_FALLBACK } from './PointMallStore';
import { formatPoints } from './points';

function isStatus(value: string | undefined): value is RedemptionStatus {
  return REDEMPTION_STATUSES.some((s) => s === value);
}

/** The member's exchanges (spec §3 fields) for a period and, optionally, one status. */
export const RecordsTab = observer(function RecordsTab() {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  const [period, range, setPeriod] = usePeriod(POINTS_PERIOD_FALLBACK);
  const [filters, setFilters] = useUrlFilters(['status']);
  const status = isStatus(filters.status) ? filters.status : undefined;

  useEffect(() => {
    void store.records.setQuery({ ...range, ...(status ? { status } : {}) });
  }, [store, range, status]);

  const typeLabel = (type: string) =>
    EXCHANGE_TYPES.some((k) => k === type)
      ? t(`pm_type_${type as (typeof EXCHANGE_TYPES)[number]}`)
      : type;
  const columns: Column<RedemptionRecord>[] = [
    { key: 'no', header: t('pm_col_no'), cell: (r) => r.transactionNo },
    { key: 'time', header: t('pm_col_time'), cell: (r) => formatSiteTime(r.applicationTime) },
    { key: 'type', header: t('pm_col_type'), cell: (r) => typeLabel(r.exchangeType) },
    { key: 'product', header: t('pm_col_product'), cell: (r) => r.productName },
    { key: 'quantity', header: t('pm_col_quantity'), cell: (r) => r.quantity, align: 'end' },
    {
      key: 'points',
      header: t('pm_col_points'),
      cell: (r) => formatPoints(r.pointsRequired),
      align: 'end',
    },
    { key: 'amount', header: t('pm_col_amount'), cell: (r) => formatMajor(r.amount), align: 'end' },
    {
      key: 'status',
      header: t('pm_col_status'),
      cell: (r) => (
        <span className={`status status--${r.status.toLowerCase()}`}>
          {isStatus(r.status) ? t(`pm_status_${r.status}`) : r.status}
        </span>
      ),
    },
    { key: 'remark', header: t('pm_col_remark'), cell: (r) => r.remark },
  ];

  return (
    <section aria-labelledby="point-records-title" className="point-records">
      <h2 id="point-records-title">{t('pm_tab_records')}</h2>
      <PeriodFilter period={period} onChange={setPeriod} />
      <ChoiceFilter
        label={t('pm_status_filter')}
        allLabel={t('pm_status_all')}
        value={status}
        options={REDEMPTION_STATUSES}
        optionLabel={(s) => t(`pm_status_${s}`)}
        onChange={(value) => setFilters({ status: value })}
      />
      <RecordsTable
        records={store.records}
        columns={columns}
        caption={t('pm_records_caption')}
        rowKey={(r) => r.transactionNo}
        height={360}
      />
    </section>
  );
});
