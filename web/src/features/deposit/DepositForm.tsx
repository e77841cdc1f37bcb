import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useMessages } from '../../centre/messages';
import { formatSiteTime } from '../../i18n/time';
import { Form } from '../../ui';
import {
  Field,
  FormError,
  MoneyInput,
  SubmitButton,
  formatMajor,
  formatMinor,
} from '../../ui/form';
import { hasCharge } from './charges';
import type { DepositStore, Refusal } from './DepositStore';
import { depositMessages } from './messages';

/** A refusal in words, with the limit, reset time or end of a block it names. */
export function refusalText(t: DepositT, refusal: Refusal): string {
  if (refusal.errorKey.startsWith('deposit_limit_')) {
    return t.error(refusal.errorKey, {
      limit: formatMajor(refusal.limit ?? 0),
      resetsAt: refusal.resetsAt ? formatSiteTime(refusal.resetsAt) : '',
    });
  }
  if (typeof refusal.until === 'string') {
    return t('deposit_blocked_until', { until: formatSiteTime(refusal.until) });
  }
  return t.error(refusal.errorKey);
}

export type DepositT = ReturnType<typeof useDepositT>;

export function useDepositT() {
  return useMessages(depositMessages);
}

/** Chips of a row in the skeleton: a usual cashier's count (the stylesheet gives their widths). */
const skeletonChips = (count: number, className: string) =>
  Array.from({ length: count }, (_, i) => <span key={i} className={`${className} skeleton`} />);

/**
 * The form's place while the cashier's settings, methods and amounts are on their way: the same
 * parts in the same boxes (labels in the member's language, placeholders for what the platform
 * decides), sized like a usual cashier's form on a phone and a desktop, so the deposit list below
 * does not move when the form arrives. Hidden from screen readers, which hear "loading".
 */
export function DepositFormSkeleton() {
  const t = useDepositT();
  return (
    <div className="deposit-form" aria-busy="true" data-testid="deposit-form-skeleton">
      <p className="visually-hidden" role="status">
        {t.error('loading')}
      </p>
      <div className="deposit-skeleton" aria-hidden="true">
        <fieldset className="deposit-choices" disabled>
          <legend>{t('deposit_method')}</legend>
          {skeletonChips(3, 'deposit-skeleton__choice')}
        </fieldset>
        <fieldset className="deposit-choices" disabled>
          <legend>{t('deposit_channel')}</legend>
          {skeletonChips(2, 'deposit-skeleton__choice')}
        </fieldset>
        <div className="field">
          <span className="deposit-skeleton__label">{t('deposit_amount')}</span>
          <span className="deposit-skeleton__control skeleton" />
          <p className="field__hint">
            <span className="deposit-skeleton__line skeleton" />
          </p>
        </div>
        <div className="deposit-quick">{skeletonChips(5, 'deposit-skeleton__amount')}</div>
        <div className="field">
          <span className="deposit-skeleton__label">{t('deposit_promotion')}</span>
          <span className="deposit-skeleton__control skeleton" />
        </div>
        <div className="deposit-actions">
          <span className="deposit-skeleton__button skeleton">{t('deposit_next')}</span>
        </div>
      </div>
    </div>
  );
}

/** Methods, channel, amount with quick picks, promotion, the charge, then a confirm step. */
export const DepositForm = observer(function DepositForm({ store }: { store: DepositStore }) {
  const t = useDepositT();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const methodName = useId();
  const channelName = useId();
  const { method, channel, step } = store;

  // The confirm step takes the focus, so keyboard and screen-reader users land on the summary.
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  if (store.methods.length === 0) return <p className="data-notice">{t('deposit_no_methods')}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (store.step === 'form') store.review();
    else void store.confirm();
  };
  const confirming = step === 'confirm';
  const problem = store.amountProblem;
  const amount = store.amount;
  const summary = amount.ok && channel;

  return (
    <Form className="deposit-form" onSubmit={onSubmit} noValidate aria-busy={store.submitting}>
      <fieldset className="deposit-choices" disabled={confirming}>
        <legend>{t('deposit_method')}</legend>
        {store.methods.map((m) => (
          <label key={m.bankType} className="deposit-choice">
            <input
              type="radio"
              name={methodName}
              value={m.bankType}
              checked={m.bankType === store.bankType}
              onChange={() => store.chooseMethod(m.bankType)}
            />
            <span>{m.name}</span>
          </label>
        ))}
      </fieldset>

      {method && method.channels.length > 1 && (
        <fieldset className="deposit-choices" disabled={confirming}>
          <legend>{t('deposit_channel')}</legend>
          {method.channels.map((c) => (
            <label key={c.vendorId} className="deposit-choice">
              <input
                type="radio"
                name={channelName}
                value={c.vendorId}
                checked={c.vendorId === store.vendorId}
                onChange={() => store.chooseChannel(c.vendorId)}
              />
              <span>{c.name}</span>
            </label>
          ))}
        </fieldset>
      )}

      {channel && (
        <>
          <Field
            label={t('deposit_amount')}
            hint={
              <>
                {t('deposit_amount_hint', {
                  min: formatMajor(channel.minAmount),
                  max: formatMajor(channel.maxAmount),
                })}
                {' · '}
                {hasCharge(channel)
                  ? t('deposit_charge_rule', {
                      percent: channel.customerCharge,
                      fixed: formatMajor(channel.customerChargeFixed),
                      min: formatMajor(channel.minCustomerCharge),
                    })
                  : t('deposit_no_charge')}
              </>
            }
            error={
              problem
                ? problem.boundMinor !== undefined
                  ? t.error(problem.key, { amount: formatMinor(problem.boundMinor) })
                  : t.error(problem.key)
                : null
            }
          >
            <MoneyInput
              value={store.amountText}
              onValueChange={(text) => store.setAmountText(text)}
              readOnly={confirming}
              name="amount"
            />
          </Field>
          {store.quickAmounts.length > 0 && !confirming && (
            <div className="deposit-quick" role="group" aria-label={t('deposit_quick')}>
              {store.quickAmounts.map((a) => (
                <button
                  key={a}
                  type="button"
                  className="chip"
                  aria-pressed={store.amountText === a.toFixed(2)}
                  onClick={() => store.pickAmount(a)}
                >
                  {formatMajor(a)}
                </button>
              ))}
            </div>
          )}
        </>
      )}

      {store.settings && store.settings.promotions.length > 0 && (
        <Field label={t('deposit_promotion')}>
          <select
            value={store.promotionId ?? ''}
            disabled={confirming}
            onChange={(e) =>
              store.choosePromotion(e.target.value === '' ? null : Number(e.target.value))
            }
          >
            <option value="">{t('deposit_promotion_none')}</option>
            {store.settings.promotions.map((p) => (
              <option key={p.promotionId} value={p.promotionId}>
                {`${p.name} — ${t('deposit_promotion_terms', {
                  percent: p.bonusPercent,
                  max: formatMajor(p.maxBonus),
                  min: formatMajor(p.minDeposit),
                })}`}
              </option>
            ))}
          </select>
        </Field>
      )}

      {confirming && (
        <h3 ref={confirmRef} tabIndex={-1} className="deposit-confirm-title">
          {t('deposit_confirm_title')}
        </h3>
      )}
      {summary && (
        <dl className="deposit-summary" aria-live="polite">
          <dt>{t('deposit_you_pay')}</dt>
          <dd>{formatMinor(amount.minor)}</dd>
          <dt>{t('deposit_charge')}</dt>
          <dd>{formatMinor(store.chargeMinor)}</dd>
          <dt>{t('deposit_credited')}</dt>
          <dd>{formatMinor(store.creditedMinor)}</dd>
          {store.promotion && (
            <>
              <dt>{t('deposit_bonus')}</dt>
              <dd>{formatMinor(store.bonusMinor)}</dd>
            </>
          )}
        </dl>
      )}

      <FormError message={store.refusal ? refusalText(t, store.refusal) : null} />

      <div className="deposit-actions">
        {confirming ? (
          <>
            <SubmitButton busy={store.submitting} busyLabel={t('deposit_sending')}>
              {t('deposit_confirm')}
            </SubmitButton>
            <button
              type="button"
              className="button button--ghost"
              disabled={store.submitting}
              onClick={() => store.back()}
            >
              {t('deposit_back')}
            </button>
          </>
        ) : (
          <button type="submit" className="button">
            {t('deposit_next')}
          </button>
        )}
      </div>
    </Form>
  );
});
