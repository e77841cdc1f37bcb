import './withdraw.css';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, SafeHtml } from '../../ui';
import { formatMajor } from '../../ui/form';
import { createBankCardsStore, createPaymentPasswordStore } from './accounts';
import { ConfirmationList } from './ConfirmationList';
import { createConfirmationStore } from './ConfirmationStore';
import { withdrawMessages } from './messages';
import { WithdrawalRecords } from './WithdrawalRecords';
import { WithdrawForm } from './WithdrawForm';
import { createWithdrawStore } from './WithdrawStore';

/** What today still allows, the turnover left, the hours: read before a withdrawal is made. */
const WithdrawSummary = observer(function WithdrawSummary() {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createWithdrawStore);
  const { user } = useStores();
  const s = store.settings;
  const turnover = store.turnover;
  if (!s) return null;
  const balance = user.balance ?? s.availBalance;
  return (
    <>
      <dl className="facts withdraw-summary">
        <dt>{t('wd_balance')}</dt>
        <dd>{formatMajor(balance)}</dd>
        <dt>{t('wd_remaining_count')}</dt>
        <dd>
          {t('wd_count_value', { left: s.remainingWithdrawCount, max: s.dailyWithdrawMaxCount })}
        </dd>
        <dt>{t('wd_remaining_amount')}</dt>
        <dd>{formatMajor(s.remainingWithdrawAmount)}</dd>
        <dt>{t('wd_turnover')}</dt>
        <dd>
          {turnover && turnover.remainingTurnover > 0
            ? formatMajor(turnover.remainingTurnover)
            : t('wd_turnover_done')}
        </dd>
        <dt>{t('wd_window')}</dt>
        <dd>{t('wd_window_value', { from: s.withdrawDateFrom, to: s.withdrawDateTo })}</dd>
      </dl>
      {turnover && turnover.remainingTurnover > 0 && s.withdrawPenaltyCharge > 0 && (
        <p className="field__hint">{t('wd_penalty_note', { percent: s.withdrawPenaltyCharge })}</p>
      )}
      {s.precautionNote && (
        <SafeHtml className="withdraw-note" html={s.precautionNote} cleaned={store.noteCleaned} />
      )}
    </>
  );
});

/** The summary's figures, in its order: the labels show while their values are on their way. */
const SUMMARY_LABELS = [
  'wd_balance',
  'wd_remaining_count',
  'wd_remaining_amount',
  'wd_turnover',
  'wd_window',
] as const;

/**
 * The summary, the operator's note and the new withdrawal's box while the settings, cards and
 * payment password are on their way: the same boxes with placeholders for the values, so the
 * list of withdrawals below does not move when they arrive. Screen readers hear "loading".
 */
function WithdrawSkeleton() {
  const t = useMessages(withdrawMessages);
  return (
    <>
      <p className="visually-hidden" role="status">
        {t.error('loading')}
      </p>
      <dl className="facts withdraw-summary" aria-hidden="true">
        {SUMMARY_LABELS.map((label) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <span className="withdraw-skeleton__value skeleton" />
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="withdraw-skeleton__note skeleton" aria-hidden="true" />
      <section className="withdraw-new" aria-hidden="true">
        <h3>{t('wd_form_title')}</h3>
        <div className="withdraw-skeleton__form skeleton" />
      </section>
    </>
  );
}

/**
 * The withdraw page of the member centre: the settings, the form, the withdrawals waiting for
 * receipt confirmation, and the list of withdrawals.
 */
export const WithdrawSection = observer(function WithdrawSection() {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createWithdrawStore);
  const cards = useFeatureStore(createBankCardsStore);
  const passwords = useFeatureStore(createPaymentPasswordStore);
  const confirmations = useFeatureStore(createConfirmationStore);

  useEffect(() => {
    void store.open();
    void cards.ensureLoaded();
    void passwords.ensureLoaded();
    void confirmations.load();
  }, [store, cards, passwords, confirmations]);

  const failedKey =
    store.state === 'failed'
      ? store.errorKey
      : cards.state === 'failed'
        ? cards.errorKey
        : passwords.state === 'failed'
          ? passwords.errorKey
          : null;
  if (failedKey) {
    return (
      <>
        <DataNotice>{t.error(failedKey)}</DataNotice>
        <button
          type="button"
          className="button"
          onClick={() => {
            void store.load();
            void cards.load();
            void passwords.load();
          }}
        >
          {t.error('retry')}
        </button>
      </>
    );
  }
  const ready = store.state === 'ready' && cards.state === 'ready' && passwords.isSet !== null;
  return (
    <div className="withdraw">
      {ready ? (
        <>
          <WithdrawSummary />
          <section aria-labelledby="withdraw-form-title" className="withdraw-new">
            <h3 id="withdraw-form-title">{t('wd_form_title')}</h3>
            <WithdrawForm />
          </section>
        </>
      ) : (
        <WithdrawSkeleton />
      )}
      {confirmations.list.length > 0 && (
        <section aria-labelledby="withdraw-confirm-list-title" className="withdraw-confirmations">
          <h3 id="withdraw-confirm-list-title">{t('cf_title')}</h3>
          <ConfirmationList />
        </section>
      )}
      <WithdrawalRecords />
    </div>
  );
});
