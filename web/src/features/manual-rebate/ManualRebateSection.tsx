import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore, useMessages } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice } from '../../ui';
import { FormError, FormNotice, formatMajor } from '../../ui/form';
import { rebateMessages } from './messages';
import { createRebateStore } from './RebateStore';
import './manualRebate.css';

const CATEGORY_KEYS = {
  rng: 'rb_cat_rng',
  live: 'rb_cat_live',
  fish: 'rb_cat_fish',
  pvp: 'rb_cat_pvp',
  sports: 'rb_cat_sports',
  esports: 'rb_cat_esports',
  cockfight: 'rb_cat_cockfight',
  lott: 'rb_cat_lott',
  elott: 'rb_cat_elott',
} as const;

function categoryLabel(t: ReturnType<typeof useRebateT>, category: string): string {
  const key = CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS];
  return key ? t(key) : category.toUpperCase();
}

function useRebateT() {
  return useMessages(rebateMessages);
}

/** Manual rebate (`manualRebate`): rebate earned per category, claimed once a day. */
export const ManualRebateSection = observer(function ManualRebateSection() {
  const t = useRebateT();
  const store = useFeatureStore(createRebateStore);

  useEffect(() => {
    void store.load();
  }, [store]);

  const { payout } = store;
  const s = store.summary.value;
  if (!s) {
    return store.summary.state === 'failed' ? (
      <div role="alert">
        <p>{t('rb_load_failed')}</p>
        <p>{t.error(store.summary.errorKey ?? 'system_error')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t.error('loading')}</p>
    );
  }

  return (
    <div className="manual-rebate">
      <p className="field__hint">
        {s.since ? t('rb_since', { since: formatSiteTime(s.since) }) : t('rb_since_start')}
      </p>
      {s.list.length === 0 ? (
        <DataNotice>{t('rb_no_play')}</DataNotice>
      ) : (
        <table className="manual-rebate__table">
          <caption>{t('rb_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rb_category')}</th>
              <th scope="col">{t('rb_stake')}</th>
              <th scope="col">{t('rb_rate')}</th>
              <th scope="col">{t('rb_amount')}</th>
            </tr>
          </thead>
          <tbody>
            {s.list.map((l) => (
              <tr key={l.category}>
                <td>{categoryLabel(t, l.category)}</td>
                <td>{formatMajor(l.betAmount)}</td>
                <td>{t('rb_rate_value', { rate: l.rate })}</td>
                <td>{formatMajor(l.rebateAmount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('rb_total')}
              </th>
              <td>{formatMajor(s.totalRebate)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <div className="manual-rebate__claim">
        <button
          type="button"
          className="button"
          disabled={!store.canClaim || payout.loading}
          aria-busy={payout.loading}
          onClick={() => void store.claim()}
        >
          {payout.loading ? t('rb_claiming') : t('rb_claim')}
        </button>
        {s.claimed && (
          <p role="status">
            {t('rb_already_today', {
              next: s.nextClaimTime ? formatSiteTime(s.nextClaimTime) : '',
            })}
          </p>
        )}
      </div>
      <FormNotice
        message={
          payout.value !== null ? t('rb_claimed', { amount: formatMajor(payout.value) }) : null
        }
      />
      <FormError message={payout.errorKey ? t.error(payout.errorKey) : null} />
    </div>
  );
});
