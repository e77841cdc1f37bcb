import './rewardCentre.css';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureStore, useMessages, type FeatureT } from '../../centre';
import { DataNotice, Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton, formatMajor } from '../../ui/form';
import { rewardCentreMessages } from './messages';
import {
  createRewardCentreStore,
  type Notice,
  type Outcome,
  type RewardCentreStore,
} from './RewardCentreStore';

type Key = NonNullable<(typeof rewardCentreMessages)['keys']>;
type T = FeatureT<Key>;
const key = (k: string) => k as Key;

function shortDate(iso: string | null): string | null {
  return iso ? iso.slice(0, 10).replace(/-/g, '/') : null;
}

/** A success's message, amounts shown with two decimals. */
function noticeText(t: T, notice: Notice): string {
  const values = Object.fromEntries(
    Object.entries(notice.values).map(([k, v]) => [k, typeof v === 'number' ? formatMajor(v) : v]),
  );
  return t(key(notice.key), values);
}

/** An action's outcome: a notice when it went through, an error saying why when refused. */
function OutcomeMessage({ outcome, t }: { outcome: Outcome | null; t: T }) {
  return (
    <>
      {outcome?.notice && <FormNotice message={noticeText(t, outcome.notice)} />}
      {outcome?.errorKey && <FormError message={t.error(outcome.errorKey)} />}
    </>
  );
}

/** What the last claim came to: a notice when paid, an error saying why when refused. */
function ClaimOutcome({ outcome, t }: { outcome: Outcome; t: T }) {
  return (
    <div className="reward-centre__outcome">
      <OutcomeMessage outcome={outcome} t={t} />
    </div>
  );
}

/**
 * The reward centre: rewards waiting (claimed once; a claimed or expired one says so), promo
 * codes, the prize wheel where offered, and the member's red envelopes.
 */
export interface RewardCentreSectionProps {
  /** The red envelopes panel (its own feature, composed by the app). */
  redEnvelopes: ReactNode;
}

export const RewardCentreSection = observer(function RewardCentreSection({
  redEnvelopes,
}: RewardCentreSectionProps) {
  const t = useMessages(rewardCentreMessages);
  const store = useFeatureStore(createRewardCentreStore);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('rc_load_failed', { reason: t.error(store.errorKey ?? 'system_error') })}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t('rc_retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="reward-centre">
      <Rewards store={store} t={t} />
      {store.state === 'ready' && store.registerPromotions.length > 0 && (
        <RegisterPromotions store={store} t={t} />
      )}
      {store.state === 'ready' && store.codesEnabled && <PromoCodes store={store} t={t} />}
      {store.state === 'ready' && store.wheel && <PrizeWheel store={store} t={t} />}
      {redEnvelopes}
    </div>
  );
});

const Rewards = observer(function Rewards({ store, t }: { store: RewardCentreStore; t: T }) {
  const { t: shared } = useTranslation();
  const outcome = store.claimOutcome;
  return (
    <section aria-labelledby="rc-waiting-title">
      <h2 id="rc-waiting-title">
        {t('rc_waiting_title')}{' '}
        {store.state === 'ready' && (
          <span className="reward-centre__count">
            ({t('rc_claimable', { count: store.claimableCount })})
          </span>
        )}
      </h2>
      {store.state === 'loading' && <DataNotice>{shared('loading')}</DataNotice>}
      {store.state === 'ready' && store.rewards.length === 0 && (
        <DataNotice>{t('rc_empty')}</DataNotice>
      )}
      {outcome && <ClaimOutcome outcome={outcome} t={t} />}
      <ul className="reward-centre__rewards">
        {store.rewards.map((r) => (
          <li key={r.rewardId} className={`reward reward--${r.status.toLowerCase()}`}>
            <span className="reward__title">{r.title}</span>
            <span>{formatMajor(r.amount)}</span>
            <span>{t(key(`rc_status_${r.status}`))}</span>
            <span>
              {t('rc_col_expires')}: {shortDate(r.expiresAt) ?? t('rc_no_expiry')}
            </span>
            {r.status === 'CLAIMABLE' && (
              <button
                type="button"
                className="button"
                disabled={store.claiming !== null}
                aria-busy={store.claiming === r.rewardId || undefined}
                aria-label={t('rc_claim_named', { title: r.title })}
                onClick={() => void store.claim(r.rewardId)}
              >
                {store.claiming === r.rewardId ? t('rc_claiming') : t('rc_claim')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Sign-up bonuses of the promotions the member registered under, each claimed once. */
const RegisterPromotions = observer(function RegisterPromotions({
  store,
  t,
}: {
  store: RewardCentreStore;
  t: T;
}) {
  const outcome = store.registerOutcome;
  return (
    <section aria-labelledby="rc-register-title">
      <h2 id="rc-register-title">{t('rc_register_title')}</h2>
      {outcome && <ClaimOutcome outcome={outcome} t={t} />}
      <ul className="reward-centre__rewards">
        {store.registerPromotions.map((p) => (
          <li key={p.promotionId} className={`reward reward--${p.status.toLowerCase()}`}>
            <span className="reward__title">{p.title}</span>
            <span>{formatMajor(p.amount)}</span>
            <span>{t(key(`rc_status_${p.status}`))}</span>
            {p.status === 'CLAIMABLE' && p.claimUntil && (
              <span>{t('rc_register_until', { date: shortDate(p.claimUntil) ?? '' })}</span>
            )}
            {p.status === 'CLAIMABLE' && (
              <button
                type="button"
                className="button"
                disabled={store.claimingRegister !== null}
                aria-busy={store.claimingRegister === p.promotionId || undefined}
                aria-label={t('rc_claim_named', { title: p.title })}
                onClick={() => void store.claimRegister(p.promotionId)}
              >
                {store.claimingRegister === p.promotionId ? t('rc_claiming') : t('rc_claim')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

const PromoCodes = observer(function PromoCodes({ store, t }: { store: RewardCentreStore; t: T }) {
  const outcome = store.codeOutcome;
  const typed = store.codeText.length > 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.redeem();
  };
  return (
    <section aria-labelledby="rc-codes-title">
      <h2 id="rc-codes-title">{t('rc_codes_title')}</h2>
      <Form onSubmit={onSubmit} noValidate className="reward-centre__code-form">
        <Field
          label={t('rc_code')}
          hint={t('rc_code_hint')}
          error={typed && store.codeProblem ? t(key(store.codeProblem)) : null}
        >
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={store.codeText}
            onChange={(e) => store.setCode(e.target.value)}
          />
        </Field>
        <SubmitButton busy={store.redeeming} disabled={store.codeProblem !== null}>
          {t('rc_code_redeem')}
        </SubmitButton>
        <OutcomeMessage outcome={outcome} t={t} />
      </Form>
      {store.codes.length > 0 && (
        <>
          <h3>{t('rc_codes_used')}</h3>
          <ul className="menu-list">
            {store.codes.map((c) => (
              <li key={c.promoCode}>
                {c.promoCode}: {c.title}, {formatMajor(c.amount)} ({shortDate(c.claimedAt)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});

const PrizeWheel = observer(function PrizeWheel({ store, t }: { store: RewardCentreStore; t: T }) {
  const wheel = store.wheel;
  if (!wheel) return null;
  const outcome = store.wheelOutcome;
  return (
    <section aria-labelledby="rc-wheel-title" className="reward-centre__wheel">
      <h2 id="rc-wheel-title">{t('rc_wheel_title')}</h2>
      <p>
        <strong>{t('rc_wheel_tickets', { count: wheel.tickets })}</strong>{' '}
        {t('rc_wheel_rule', {
          stake: formatMajor(wheel.ticketStake),
          left: formatMajor(wheel.stakeToNextTicket),
        })}
      </p>
      <h3>{t('rc_wheel_prizes')}</h3>
      <ul className="reward-centre__prizes">
        {wheel.prizes.map((p) => (
          <li key={p.name}>
            {p.name}
            {p.amount > 0 && `: ${formatMajor(p.amount)}`}
          </li>
        ))}
      </ul>
      {wheel.tickets > 0 ? (
        <button
          type="button"
          className="button"
          disabled={store.spinning}
          aria-busy={store.spinning || undefined}
          onClick={() => void store.spin()}
        >
          {store.spinning ? t('rc_wheel_spinning') : t('rc_wheel_spin')}
        </button>
      ) : (
        <p>{t('rc_wheel_no_ticket')}</p>
      )}
      <OutcomeMessage outcome={outcome} t={t} />
    </section>
  );
});
