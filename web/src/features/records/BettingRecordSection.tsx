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
import {
  BET_STATUSES,
  PRODUCTS,
  type BetRecord,
  type BetStatus,
  type Product,
} from '../../api/client/records';
import { Modal } from '../../ui';
import { formatMajor } from '../../ui/form';
import { recordsMessages } from './messages';
import { createRecordsStore } from './RecordsStore';
import { ExportButton, msWindow, siteTime, tableColumns, type RecordColumn } from './shared';

const isProduct = (v: string): v is Product => PRODUCTS.some((p) => p === v);
const isStatus = (v: string): v is BetStatus => BET_STATUSES.some((s) => s === v);

/**
 * The betting record (`personalHistoryCopy`): a tab per product, period and status filters, the
 * period's totals as the platform counts them, and each bet's detail in a dialog.
 */
export const BettingRecordSection = observer(function BettingRecordSection() {
  const t = useMessages(recordsMessages);
  const store = useFeatureStore(createRecordsStore);
  const [period, range, setPeriod] = usePeriod('last7');
  const [filters, setFilters] = useUrlFilters(['product', 'status']);
  const product = isProduct(filters.product) ? filters.product : undefined;
  const status = isStatus(filters.status) ? filters.status : undefined;

  useEffect(() => {
    void store.bets.setQuery({
      ...msWindow(range),
      ...(product ? { gameCategory: product } : {}),
      ...(status ? { status } : {}),
    });
  }, [store, range, product, status]);

  const productName = (category: string) =>
    isProduct(category) ? t(`rec_product_${category}`) : category;
  const statusName = (s: string) => (isStatus(s) ? t(`rec_status_${s}`) : s);

  const columns: RecordColumn<BetRecord>[] = [
    { key: 'time', header: t('rec_col_time'), text: (b) => siteTime(b.betTime) },
    {
      key: 'order',
      header: t('rec_col_order'),
      text: (b) => b.orderNo,
      cell: (b) => (
        <button
          type="button"
          className="link-button"
          aria-label={t('rec_detail_open', { orderNo: b.orderNo })}
          onClick={() => void store.openDetail(b)}
        >
          {b.orderNo}
        </button>
      ),
    },
    { key: 'game', header: t('rec_col_game'), text: (b) => b.gameName },
    { key: 'product', header: t('rec_col_product'), text: (b) => productName(b.gameCategory) },
    moneyColumn('stake', t('rec_col_stake'), (b) => b.betAmount),
    moneyColumn('valid', t('rec_col_valid'), (b) => b.validBetAmount),
    moneyColumn('win', t('rec_col_win'), (b) => b.winAmount),
    moneyColumn('result', t('rec_col_result'), (b) => b.profitAndLoss),
    { key: 'status', header: t('rec_col_status'), text: (b) => statusName(b.status) },
  ];
  const totals = store.currentBetTotals;
  const detail = store.detail;

  return (
    <div className="records-screen">
      <ChoiceFilter
        look="chips"
        label={t('rec_products')}
        allLabel={t('rec_all')}
        value={product}
        options={PRODUCTS}
        optionLabel={(p) => t(`rec_product_${p}`)}
        onChange={(value) => setFilters({ product: value })}
      />
      <PeriodFilter period={period} onChange={setPeriod} />
      <div className="records-toolbar">
        <ChoiceFilter
          label={t('rec_status')}
          allLabel={t('rec_status_all')}
          value={status}
          options={BET_STATUSES}
          optionLabel={(s) => t(`rec_status_${s}`)}
          onChange={(value) => setFilters({ status: value })}
        />
        <ExportButton
          records={store.bets}
          columns={columns}
          fileName={`betting-record_${product ?? 'all'}_${period.from}_${period.to}`}
        />
      </div>
      {totals && (
        <Figures
          label={t('rec_totals')}
          items={[
            {
              label: t('rec_total_valid'),
              value: formatMajor(totals.validBetting),
              testId: 'bets-total-valid',
            },
            {
              label: t('rec_total_profit'),
              value: formatMajor(totals.netProfit),
              testId: 'bets-total-profit',
            },
            {
              label: t('rec_total_hands'),
              value: String(totals.totalHands),
              testId: 'bets-total-hands',
            },
          ]}
        />
      )}
      <RecordsTable
        records={store.bets}
        columns={tableColumns(columns)}
        caption={t('rec_bets_caption')}
        rowKey={(b) => b.orderNo}
      />
      {detail && (
        <Modal
          name="bet-detail"
          title={t('rec_detail_title')}
          onClose={() => store.closeDetail()}
          size="large"
        >
          {detail.errorKey && (
            <p role="alert" className="form-error">
              {detail.errorKey === 'record_not_found'
                ? t('record_not_found')
                : t('rec_detail_failed')}
            </p>
          )}
          {detail.bet && (
            <dl className="facts records-detail">
              {[
                [t('rec_col_order'), detail.bet.orderNo],
                [t('rec_col_game'), detail.bet.gameName],
                [t('rec_col_product'), productName(detail.bet.gameCategory)],
                [t('rec_col_stake'), formatMajor(detail.bet.betAmount)],
                [t('rec_col_valid'), formatMajor(detail.bet.validBetAmount)],
                [t('rec_col_win'), formatMajor(detail.bet.winAmount)],
                [t('rec_col_result'), formatMajor(detail.bet.profitAndLoss)],
                [t('rec_col_status'), statusName(detail.bet.status)],
                [t('rec_col_time'), siteTime(detail.bet.betTime)],
                [t('rec_col_settled'), siteTime(detail.bet.settleTime)],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </Modal>
      )}
    </div>
  );
});
