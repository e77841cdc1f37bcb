import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { InvitationClaim, InvitedFriend } from '../../api/client/referral';
import { RecordsTable, useFeatureStore, useMessages, type Column } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { useStores } from '../../stores/StoreContext';
import { SafeHtml } from '../../ui';
import { QrCode } from '../../ui/QrCode';
import { FormError, FormNotice, formatMajor } from '../../ui/form';
import { referralMessages } from './messages';
import { createReferralStore } from './ReferralStore';
import './referral.css';

/** Copies text and says so in the site's toast; a refused clipboard says that instead. */
function useCopy() {
  const { ui } = useStores();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      ui.showToast('copy_success');
    } catch {
      ui.showToast('unknown_error');
    }
  };
}

const InviteCard = observer(function InviteCard() {
  const t = useMessages(referralMessages);
  const store = useFeatureStore(createReferralStore);
  const copy = useCopy();
  const d = store.details;
  if (!d) return null;
  return (
    <section className="referral-invite card" aria-labelledby="referral-invite-title">
      <h3 id="referral-invite-title">{t('rf_invite_title')}</h3>
      <div className="referral-invite__body">
        <QrCode value={d.referralLink} label={t('rf_qr_label')} size={160} />
        <dl className="facts">
          <dt>{t('rf_link')}</dt>
          <dd>
            <span className="referral-invite__link">{d.referralLink}</span>{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => void copy(d.referralLink)}
            >
              {t('rf_copy_link')}
            </button>
          </dd>
          <dt>{t('rf_code')}</dt>
          <dd>
            <strong>{d.referralCode}</strong>{' '}
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => void copy(d.referralCode)}
            >
              {t('rf_copy_code')}
            </button>
          </dd>
          <dt>{t('rf_invited')}</dt>
          <dd>{d.totalInvitations}</dd>
        </dl>
      </div>
    </section>
  );
});

const EarningsCard = observer(function EarningsCard() {
  const t = useMessages(referralMessages);
  const store = useFeatureStore(createReferralStore);
  const { payout } = store;
  const e = store.earnings;
  if (!e) return null;
  return (
    <section className="referral-earnings card" aria-labelledby="referral-earnings-title">
      <h3 id="referral-earnings-title">{t('rf_earnings')}</h3>
      <dl className="facts">
        <dt>{t('rf_qualified')}</dt>
        <dd>{e.qualifiedInvitations}</dd>
        <dt>{t('rf_claimable')}</dt>
        <dd>{formatMajor(e.claimable)}</dd>
        <dt>{t('rf_total_claimed')}</dt>
        <dd>{formatMajor(e.totalClaimed)}</dd>
      </dl>
      <button
        type="button"
        className="button"
        disabled={e.claimable <= 0 || payout.loading}
        aria-busy={payout.loading}
        onClick={() => void store.claim()}
      >
        {payout.loading ? t('rf_claiming') : t('rf_claim')}
      </button>
      <FormNotice
        message={
          payout.value !== null ? t('rf_claimed', { amount: formatMajor(payout.value) }) : null
        }
      />
      <FormError message={payout.errorKey ? t.error(payout.errorKey) : null} />
    </section>
  );
});

/** Invite friends (`referral`): link, code and QR code, rules, earnings, friends and claims. */
export const ReferralSection = observer(function ReferralSection() {
  const t = useMessages(referralMessages);
  const store = useFeatureStore(createReferralStore);

  useEffect(() => {
    void store.load();
    void store.friends.setQuery({});
    void store.claims.setQuery({});
  }, [store]);

  if (store.state === 'failed' && !store.details) {
    return (
      <div role="alert">
        <p>{t('rf_load_failed')}</p>
        <p>{t.error(store.errorKey ?? 'system_error')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </div>
    );
  }
  if (!store.details) return <p role="status">{t.error('loading')}</p>;

  const friendColumns: Column<InvitedFriend>[] = [
    { key: 'account', header: t('rf_friend'), cell: (f) => f.account },
    { key: 'time', header: t('rf_joined'), cell: (f) => formatSiteTime(f.registerTime) },
    {
      key: 'status',
      header: t('rf_status'),
      cell: (f) =>
        f.rewardClaimed
          ? t('rf_status_paid')
          : f.deposited
            ? t('rf_status_due')
            : t('rf_status_joined'),
    },
  ];
  const claimColumns: Column<InvitationClaim>[] = [
    { key: 'time', header: t('rf_claim_time'), cell: (c) => formatSiteTime(c.claimTime) },
    { key: 'friend', header: t('rf_friend'), cell: (c) => c.friend },
    { key: 'amount', header: t('rf_amount'), cell: (c) => formatMajor(c.amount), align: 'end' },
  ];

  return (
    <div className="referral">
      <InviteCard />
      {store.rules && (
        <section className="referral-rules" aria-labelledby="referral-rules-title">
          <h3 id="referral-rules-title">{t('rf_rules')}</h3>
          <SafeHtml html={store.rules.content} />
        </section>
      )}
      <EarningsCard />
      <section aria-labelledby="referral-friends-title">
        <h3 id="referral-friends-title">{t('rf_friends')}</h3>
        <RecordsTable
          records={store.friends}
          columns={friendColumns}
          caption={t('rf_friends')}
          rowKey={(f) => `${f.account}:${f.registerTime}`}
          height={320}
        />
      </section>
      <section aria-labelledby="referral-claims-title">
        <h3 id="referral-claims-title">{t('rf_claims')}</h3>
        <RecordsTable
          records={store.claims}
          columns={claimColumns}
          caption={t('rf_claims')}
          rowKey={(c) => c.claimId}
          height={320}
        />
      </section>
    </div>
  );
});
