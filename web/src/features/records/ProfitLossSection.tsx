import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Chart,
  Figures,
  LoadableStatus,
  PeriodFilter,
  useFeatureStore,
  useMessages,
  usePeriod,
} from '../../centre';
import { PNL_PARTS, PRODUCTS, type Product } from '../../api/client/records';
import { formatMajor, formatMinor, toMinor } from '../../ui/form';
import { TableScroll } from '../../ui/TableScroll';
import { recordsMessages } from './messages';
import { createRecordsStore } from './RecordsStore';

const isProduct = (v: string): v is Product => PRODUCTS.some((p) => p === v);

/**
 * Profit and loss (`personalProfit`) for whole days of the period: play per category, the
 * platform's parts (rebate, promotion, salary, profit sharing, agent commission), money in and
 * out, and charts of the net result per day and stake against win per category, each with a
 * table of the same numbers.
 */
export const ProfitLossSection = observer(function ProfitLossSection() {
  const t = useMessages(recordsMessages);
  const { t: shared } = useTranslation();
  const store = useFeatureStore(createRecordsStore);
  const [period, , setPeriod] = usePeriod('last7');

  useEffect(() => {
    void store.loadProfitLoss({ startDate: period.from, endDate: period.to });
  }, [store, period.from, period.to]);

  const pnl = store.pnl;
  const productName = (c: string) => (isProduct(c) ? t(`rec_product_${c}`) : c);
  // The charts redraw when their data changes: built once per answer (and language).
  const netLabel = t('rec_series_net');
  const stakeLabel = t('rec_series_stake');
  const winLabel = t('rec_series_win');
  const dailyData = useMemo(
    () => ({
      x: (pnl?.days ?? []).map((d) => d.date),
      series: [{ label: netLabel, values: (pnl?.days ?? []).map((d) => toMinor(d.profitAndLoss)) }],
    }),
    [pnl, netLabel],
  );
  const categories = store.categories;
  const categoryData = useMemo(
    () => ({
      x: categories.map((c) => productName(c.gameCategory)),
      series: [
        { label: stakeLabel, values: categories.map((c) => toMinor(c.betAmount)) },
        { label: winLabel, values: categories.map((c) => toMinor(c.winAmount)) },
      ],
    }),
    // productName follows the language, as the labels do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories, stakeLabel, winLabel],
  );

  return (
    <div className="records-screen">
      <PeriodFilter period={period} onChange={setPeriod} />
      <LoadableStatus
        loadable={store.profitLoss}
        retry={() => void store.loadProfitLoss({ startDate: period.from, endDate: period.to })}
        failedLabel={t('rec_pnl_failed')}
      />
      {pnl && (
        <>
          <section aria-labelledby="pnl-summary-title">
            <h3 id="pnl-summary-title">{t('rec_pnl_summary')}</h3>
            <Figures
              label={t('rec_pnl_summary')}
              items={[
                {
                  label: t('rec_pnl_total'),
                  value: formatMajor(pnl.profitAndLoss),
                  testId: 'pnl-total',
                },
                {
                  label: t('rec_pnl_play'),
                  value: formatMajor(pnl.netProfit),
                  testId: 'pnl-play',
                },
                ...PNL_PARTS.map((p) => ({
                  label: t(`rec_part_${p}`),
                  value: formatMajor(pnl.parts[p]),
                })),
                { label: t('rec_pnl_other'), value: formatMajor(pnl.otherAmount) },
                {
                  label: t('rec_pnl_deposits'),
                  value: formatMajor(pnl.depositAmount),
                  testId: 'pnl-deposits',
                },
                {
                  label: t('rec_pnl_withdrawals'),
                  value: formatMajor(pnl.withdrawAmount),
                  testId: 'pnl-withdrawals',
                },
                {
                  label: t('rec_pnl_balance_start'),
                  value: formatMajor(pnl.balanceStart),
                  testId: 'pnl-balance-start',
                },
                {
                  label: t('rec_pnl_balance_end'),
                  value: formatMajor(pnl.balanceEnd),
                  testId: 'pnl-balance-end',
                },
              ]}
            />
            <p className="field__hint">{t('rec_pnl_check')}</p>
          </section>
          <Chart
            kind="line"
            title={t('rec_pnl_daily_chart')}
            xLabel={t('rec_col_day')}
            data={dailyData}
            format={formatMinor}
          />
          <section aria-labelledby="pnl-categories-title">
            <h3 id="pnl-categories-title">{t('rec_pnl_by_category')}</h3>
            {store.categories.length === 0 ? (
              <p role="status">{shared('in_no_data')}</p>
            ) : (
              <>
                <Chart
                  kind="bars"
                  title={t('rec_pnl_category_chart')}
                  xLabel={t('rec_col_category')}
                  data={categoryData}
                  format={formatMinor}
                />
                <TableScroll
                  className="records__scroll"
                  label={{ by: 'pnl-categories-title' }}
                  columnsKey="categories"
                >
                  <table className="records__table">
                    <caption className="visually-hidden">{t('rec_pnl_by_category')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('rec_col_category')}</th>
                        <th scope="col" className="num">
                          {t('rec_col_hands')}
                        </th>
                        <th scope="col" className="num">
                          {t('rec_col_stake')}
                        </th>
                        <th scope="col" className="num">
                          {t('rec_col_valid')}
                        </th>
                        <th scope="col" className="num">
                          {t('rec_col_win')}
                        </th>
                        <th scope="col" className="num">
                          {t('rec_col_result')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {store.categories.map((c) => (
                        <tr key={c.gameCategory}>
                          <th scope="row">{productName(c.gameCategory)}</th>
                          <td className="num">{c.totalHands}</td>
                          <td className="num">{formatMajor(c.betAmount)}</td>
                          <td className="num">{formatMajor(c.validBetAmount)}</td>
                          <td className="num">{formatMajor(c.winAmount)}</td>
                          <td className="num">{formatMajor(c.profitAndLoss)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
});
