import './deposit.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Deposit } from '../../api/client/deposit';
import { useFeatureStore } from '../../centre/featureStore';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { RecordsTable, type Column } from '../../centre/RecordsTable';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice } from '../../ui';
import { formatMajor } from '../../ui/form';
import { DepositForm, DepositFormSkeleton, useDepositT, type DepositT } from './DepositForm';
import { createDepositStore, type DepositStore } from './DepositStore';
import { PaymentInstructions } from './PaymentInstructions';

const PRESETS = ['today', 'last7', 'last30', 'custom'] as const;

function columns(t: DepositT): Column<Deposit>[] {
  return [
    { key: 'time', header: t('deposit_col_time'), cell: (d) => formatSiteTime(d.createdAt) },
    { key: 'channel', header: t('deposit_col_channel'), cell: (d) => d.vendorName },
    {
      key: 'amount',
      header: t('deposit_col_amount'),
      cell: (d) => formatMajor(d.amount),
      align: 'end',
    },
    { key: 'state', header: t('deposit_col_state'), cell: (d) => t(`deposit_state_${d.state}`) },
  ];
}

/**
 * The deposit made from this screen: while it waits, where and how to pay it; then arrived,
 * failed or expired, read again when the platform says one settled.
 */
const CurrentDeposit = observer(function CurrentDeposit({ store }: { store: DepositStore }) {
  const t = useDepositT();
  const d = store.current;
  if (!d) return null;
  const amount = formatMajor(d.amount);
  const notice = {
    PENDING: t('deposit_pending_notice', { amount }),
    ARRIVED: t('deposit_arrived_notice', { amount }),
    FAILED: t('deposit_failed_notice', { amount }),
    CANCELLED: t('deposit_cancelled_notice'),
    EXPIRED: t('deposit_expired_notice', { amount }),
  }[d.state];
  return (
    <section
      className={`deposit-current deposit-current--${d.state.toLowerCase()}`}
      aria-labelledby="deposit-current-title"
    >
      <h3 id="deposit-current-title">{t('deposit_current_title')}</h3>
      <p className="deposit-current__state" role="status" data-testid="deposit-state">
        <strong>{t(`deposit_state_${d.state}`)}</strong> — {notice}
        {d.state === 'FAILED' && store.failureReason && (
          <> {t('deposit_failed_reason', { reason: store.failureReason })}</>
        )}
      </p>
      <p className="deposit-current__meta">
        {d.vendorName} · {formatSiteTime(d.createdAt)} · {d.depositId}
      </p>
      {d.state === 'PENDING' && <PaymentInstructions order={d} opened={store.paymentWindow} />}
      {d.state === 'PENDING' && d.bankType === 'C2C' && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void store.cancel(d.depositId)}
        >
          {t('deposit_cancel')}
        </button>
      )}
    </section>
  );
});

/** The deposit screen (`depositv2`) of the member centre. */
export const DepositSection = observer(function DepositSection() {
  const store = useFeatureStore(createDepositStore);
  const t = useDepositT();
  const [period, range, setPeriod] = usePeriod('last7');

  useEffect(() => {
    void store.open();
    void store.restoreWaiting();
  }, [store]);

  useEffect(() => {
    void store.records.setQuery({
      startDate: Date.parse(range.startTime),
      endDate: Date.parse(range.endTime),
    });
  }, [store, range.startTime, range.endTime]);

  return (
    <div className="deposit">
      {store.state === 'loading' && <DepositFormSkeleton />}
      {store.state === 'failed' && (
        <div className="deposit-failed">
          <DataNotice>
            {t('deposit_load_failed')} {t.error(store.errorKey ?? 'unknown_error')}
          </DataNotice>
          <button type="button" className="button" onClick={() => void store.load()}>
            {t.error('retry')}
          </button>
        </div>
      )}
      {store.state === 'ready' &&
        (store.settings?.allowDeposit === false ? (
          <DataNotice>{t('deposit_not_allowed')}</DataNotice>
        ) : (
          <DepositForm store={store} />
        ))}
      <CurrentDeposit store={store} />
      <section className="deposit-list" aria-labelledby="deposit-list-title">
        <h3 id="deposit-list-title">{t('deposit_list_title')}</h3>
        <PeriodFilter period={period} onChange={setPeriod} presets={PRESETS} />
        <RecordsTable
          records={store.records}
          columns={columns(t)}
          caption={t('deposit_list_caption')}
          rowKey={(d) => d.depositId}
          height={360}
        />
      </section>
    </div>
  );
});
