import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PointConfig, PointTransaction } from '../../api/client/points';
import {
  PeriodFilter,
  RecordsTable,
  useFeatureStore,
  useMessages,
  usePeriod,
  type Column,
} from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { pointMallMessages } from './messages';
import { createPointMallStore, POINTS_PERIOD_FALLBACK } from './PointMallStore';
import { formatPoints } from './points';

const KINDS = ['EARN_BET', 'EARN_DEPOSIT', 'REDEEM', 'REFUND', 'CONVERT'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (type: string): type is Kind => KINDS.some((k) => k === type);

/** The ratio a row was earned at, from the platform's configuration; none for spending. */
function ratioOf(type: string, config: PointConfig | null): number | null {
  if (!config) return null;
  if (type === 'EARN_BET') return config.pointsPerMajorStaked;
  if (type === 'EARN_DEPOSIT') return config.pointsPerMajorDeposited;
  return null;
}

/** Every change of the member's points in a period, newest first, with the balance after it. */
export const DetailsTab = observer(function DetailsTab() {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  // Read here, so the ratio column is drawn again once the configuration arrives.
  const { config } = store;
  // The same period, kept in the address, as the exchange records: moving between the two
  // tabs keeps the days chosen.
  const [period, range, setPeriod] = usePeriod(POINTS_PERIOD_FALLBACK);

  useEffect(() => {
    void store.details.setQuery(range);
  }, [store, range]);

  const columns: Column<PointTransaction>[] = [
    { key: 'time', header: t('pm_col_changed_at'), cell: (r) => formatSiteTime(r.time) },
    {
      key: 'type',
      header: t('pm_col_type'),
      cell: (r) => (isKind(r.type) ? t(`pm_kind_${r.type}`) : r.type),
    },
    {
      key: 'change',
      header: t('pm_col_change'),
      cell: (r) => `${r.change > 0 ? '+' : ''}${formatPoints(r.change)}`,
      align: 'end',
    },
    {
      key: 'balance',
      header: t('pm_col_balance'),
      cell: (r) => formatPoints(r.balance),
      align: 'end',
    },
    {
      key: 'ratio',
      header: t('pm_col_ratio'),
      cell: (r) => {
        const ratio = ratioOf(r.type, config);
        return ratio === null ? '' : t('pm_ratio_cell', { points: formatPoints(ratio) });
      },
    },
    { key: 'remark', header: t('pm_col_remark'), cell: (r) => r.remark },
  ];

  return (
    <section aria-labelledby="point-details-title" className="point-details">
      <h2 id="point-details-title">{t('pm_tab_details')}</h2>
      <PeriodFilter period={period} onChange={setPeriod} />
      <RecordsTable
        records={store.details}
        columns={columns}
        caption={t('pm_details_caption')}
        rowKey={(r) => r.id}
        height={360}
      />
    </section>
  );
});
