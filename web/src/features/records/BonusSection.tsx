import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  ChoiceFilter,
  Figures,
  moneyColumn,
  PeriodFilter,
  RecordsTable,
  useFeatureStore,
  useMessages,
  usePeriod,
  useUrlFilters,
} from '../../centre';
import { BONUS_CATEGORIES, type Bonus, type BonusCategory } from '../../api/client/records';
import { formatMajor } from '../../ui/form';
import { recordsMessages } from './messages';
import { createRecordsStore } from './RecordsStore';
import { ExportButton, msWindow, siteTime, tableColumns, type RecordColumn } from './shared';

const isCategory = (v: string): v is BonusCategory => BONUS_CATEGORIES.some((c) => c === v);

/**
 * Bonus details (`bonusDetails`): rebates, rewards, red envelopes, raffles, promotions, salaries
 * and dividends received in the period, with the platform's totals per category.
 */
export const BonusSection = observer(function BonusSection() {
  const t = useMessages(recordsMessages);
  const store = useFeatureStore(createRecordsStore);
  const [period, range, setPeriod] = usePeriod('last7');
  const [filters, setFilters] = useUrlFilters(['category']);
  const category = isCategory(filters.category) ? filters.category : undefined;

  useEffect(() => {
    void store.bonuses.setQuery({ ...msWindow(range), ...(category ? { category } : {}) });
  }, [store, range, category]);

  const categoryName = (c: string) => (isCategory(c) ? t(`rec_bonus_${c}`) : c);
  const columns: RecordColumn<Bonus>[] = [
    { key: 'time', header: t('rec_col_time'), text: (b) => siteTime(b.txTime) },
    { key: 'category', header: t('rec_col_category'), text: (b) => categoryName(b.category) },
    moneyColumn('amount', t('rec_col_amount'), (b) => b.amount),
    { key: 'reference', header: t('rec_col_reference'), text: (b) => b.reference },
    { key: 'remark', header: t('rec_col_remark'), text: (b) => b.remark },
  ];
  const totals = store.currentBonusTotals;

  return (
    <div className="records-screen">
      <PeriodFilter period={period} onChange={setPeriod} />
      <div className="records-toolbar">
        <ChoiceFilter
          label={t('rec_category')}
          allLabel={t('rec_category_all')}
          value={category}
          options={BONUS_CATEGORIES}
          optionLabel={(c) => t(`rec_bonus_${c}`)}
          onChange={(value) => setFilters({ category: value })}
        />
        <ExportButton
          records={store.bonuses}
          columns={columns}
          fileName={`bonuses_${category ?? 'all'}_${period.from}_${period.to}`}
        />
      </div>
      {totals && (
        <>
          <Figures
            label={t('rec_bonus_total')}
            items={[
              {
                label: t('rec_bonus_total'),
                value: formatMajor(totals.totalAmount),
                testId: 'bonus-total',
              },
            ]}
          />
          <Figures
            label={t('rec_bonus_totals')}
            items={totals.byCategory.map((c) => ({
              label: categoryName(c.category),
              value: formatMajor(c.amount),
            }))}
          />
        </>
      )}
      <RecordsTable
        records={store.bonuses}
        columns={tableColumns(columns)}
        caption={t('rec_bonus_caption')}
        rowKey={(b) => b.reference}
      />
    </div>
  );
});
