import './limits.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import {
  LIMIT_PERIODS,
  type CoolOffDuration,
  type ExclusionDuration,
  type LimitPeriod,
} from '../../api/client/limits';
import { useFeatureStore } from '../../centre/featureStore';
import { useMessages } from '../../centre/messages';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, Form, Modal } from '../../ui';
import { Field, FormError, FormNotice, MoneyInput, SubmitButton, formatMajor } from '../../ui/form';
import { createLimitsStore, type Block, type LimitsStore } from './LimitsStore';
import { limitsMessages } from './messages';

const COOL_OFFS: readonly CoolOffDuration[] = ['H24', 'D7', 'D30'];
const EXCLUSIONS: readonly ExclusionDuration[] = ['M6', 'Y1', 'PERMANENT'];

type LimitsT = ReturnType<typeof useLimitsT>;

function useLimitsT() {
  return useMessages(limitsMessages);
}

const LimitForm = observer(function LimitForm({
  store,
  period,
}: {
  store: LimitsStore;
  period: LimitPeriod;
}) {
  const t = useLimitsT();
  const limit = store.limitOf(period);
  const problem = store.problems[period];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save(period);
  };
  return (
    <Form className="limit-form" onSubmit={onSubmit} noValidate data-period={period}>
      <Field
        label={t(`limit_${period}`)}
        hint={
          limit
            ? t('limit_hint', {
                used: formatMajor(limit.used),
                resetsAt: formatSiteTime(limit.resetsAt),
              })
            : undefined
        }
        error={problem ? t.error(problem) : null}
      >
        <MoneyInput value={store.drafts[period]} onValueChange={(v) => store.setDraft(period, v)} />
      </Field>
      <p className="limit-form__state">
        {limit?.amount === null || limit?.amount === undefined
          ? t('limit_none')
          : t('limit_current', { amount: formatMajor(limit.amount) })}
      </p>
      {limit?.pending && (
        <p className="limit-form__pending" data-testid={`limit-pending-${period}`}>
          {limit.pending.amount === null
            ? t('limit_pending_removal', { at: formatSiteTime(limit.pending.appliesAt) })
            : t('limit_pending', {
                amount: formatMajor(limit.pending.amount),
                at: formatSiteTime(limit.pending.appliesAt),
              })}
        </p>
      )}
      <div className="limit-form__actions">
        <SubmitButton busy={store.saving === period} busyLabel={t('limit_saving')}>
          {t('limit_save')}
        </SubmitButton>
        <FormNotice message={store.saved === period ? t('limit_saved') : null} />
      </div>
    </Form>
  );
});

function consequence(t: LimitsT, block: Block): string {
  if (block.kind === 'coolOff') {
    return t('cooloff_confirm', { duration: t(`cooloff_${block.duration}`) });
  }
  if (block.duration === 'PERMANENT') return t('exclusion_confirm_permanent');
  return t('exclusion_confirm', { duration: t(`exclusion_${block.duration}`) });
}

/** What the site says over the next screen, in the panel's strings (see `sessionEndedWith`). */
/** The limits panel of the security centre: deposit limits, cool-off and self-exclusion. */
export const LimitsPanel = observer(function LimitsPanel() {
  const store = useFeatureStore(createLimitsStore);
  const t = useLimitsT();
  const titleId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="limits" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('limits_title')}</h3>
      <p className="limits__intro">{t('limits_intro')}</p>
      {store.state === 'loading' && !store.limits && <DataNotice>{t.error('loading')}</DataNotice>}
      {store.state === 'failed' && (
        <>
          <DataNotice>
            {t('limits_load_failed')} {t.error(store.errorKey ?? 'unknown_error')}
          </DataNotice>
          <button type="button" className="button" onClick={() => void store.load()}>
            {t.error('retry')}
          </button>
        </>
      )}
      {store.limits && (
        <>
          <h4>{t('limits_deposit_title')}</h4>
          <div className="limits__forms">
            {LIMIT_PERIODS.map((period) => (
              <LimitForm key={period} store={store} period={period} />
            ))}
          </div>

          <h4>{t('cooloff_title')}</h4>
          <p className="limits__intro">{t('cooloff_intro')}</p>
          <div className="limits__choices">
            {COOL_OFFS.map((duration) => (
              <button
                key={duration}
                type="button"
                className="button button--ghost"
                onClick={() => store.ask({ kind: 'coolOff', duration })}
              >
                {t(`cooloff_${duration}`)}
              </button>
            ))}
          </div>

          <h4>{t('exclusion_title')}</h4>
          <p className="limits__intro">{t('exclusion_intro')}</p>
          <div className="limits__choices">
            {EXCLUSIONS.map((duration) => (
              <button
                key={duration}
                type="button"
                className="button button--ghost"
                onClick={() => store.ask({ kind: 'exclude', duration })}
              >
                {t(`exclusion_${duration}`)}
              </button>
            ))}
          </div>
        </>
      )}

      {store.confirming && (
        <Modal name="limits-confirm" title={t('confirm_title')} onClose={() => store.dismiss()}>
          <p className="limits__consequence">{consequence(t, store.confirming)}</p>
          <FormError message={store.block.errorKey ? t.error(store.block.errorKey) : null} />
          <div className="modal__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={store.block.busy}
              onClick={() => store.dismiss()}
            >
              {t('block_cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={store.block.busy}
              aria-busy={store.block.busy || undefined}
              onClick={() => void store.confirmBlock()}
            >
              {store.block.busy ? t('block_starting') : t('block_start')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
});
