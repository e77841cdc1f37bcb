import './redEnvelopes.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { RedEnvelope } from '../../api/client/rewards';
import { useFeatureStore, useMessages, type FeatureT } from '../../centre';
import { DataNotice } from '../../ui';
import { FormError, formatMajor } from '../../ui/form';
import { redEnvelopesMessages } from './messages';
import { createRedEnvelopesStore } from './RedEnvelopesStore';

export type Key = NonNullable<(typeof redEnvelopesMessages)['keys']>;
const key = (k: string) => k as Key;

/** YYYY/MM/DD of an ISO instant. */
function shortDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '/');
}

/**
 * The member's red envelopes: each with its status, the reason when the member is not eligible,
 * and an Open button while it can be opened. Opening shows the amount with a short burst that
 * is still when the member asks for reduced motion (see redEnvelopes.css).
 */
export const RedEnvelopesPanel = observer(function RedEnvelopesPanel() {
  const t = useMessages(redEnvelopesMessages);
  const store = useFeatureStore(createRedEnvelopesStore);

  const { list } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="red-envelopes" aria-labelledby="red-envelopes-title">
      <h2 id="red-envelopes-title">{t('re_title')}</h2>
      {list.loading && list.value === null && <DataNotice>…</DataNotice>}
      {list.state === 'failed' && (
        <div role="alert">
          <p>{t('re_load_failed', { reason: t.error(list.errorKey ?? 'system_error') })}</p>
          <button type="button" className="button" onClick={() => void store.load()}>
            {t('re_retry')}
          </button>
        </div>
      )}
      {list.state === 'ready' && store.envelopes.length === 0 && (
        <DataNotice>{t('re_empty')}</DataNotice>
      )}
      <ul className="red-envelopes__list">
        {store.envelopes.map((e) => (
          <li key={e.envelopeId}>
            <EnvelopeCard envelope={e} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** One envelope with its status and, while it can be opened, its Open button. */
export const EnvelopeCard = observer(function EnvelopeCard({
  envelope: e,
  t,
}: {
  envelope: RedEnvelope;
  t: FeatureT<Key>;
}) {
  const store = useFeatureStore(createRedEnvelopesStore);
  const opened = store.openedId === e.envelopeId ? store.opened : null;
  // What the last opening gave, once it is over.
  const outcome = opened?.state === 'ready' || opened?.state === 'failed' ? opened : null;
  const titleId = `envelope-${e.envelopeId}-title`;
  const said = useRef<HTMLParagraphElement>(null);
  const gone = e.status !== 'OPENABLE';
  useEffect(() => {
    // The Open button had focus and is gone once the envelope is opened: keep the member (and
    // the keyboard) on what it gave instead of dropping them at the top of the page.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (outcome && gone && lost) said.current?.focus();
  }, [outcome, gone]);
  return (
    <article
      className={`envelope envelope--${e.status.toLowerCase()}`}
      aria-labelledby={titleId}
      data-envelope={e.envelopeId}
    >
      <h3 id={titleId}>{e.title}</h3>
      <p>{t('re_amount', { amount: formatMajor(e.amount) })}</p>
      <p>{t('re_window', { start: shortDate(e.opensAt), end: shortDate(e.closesAt) })}</p>
      <p className="envelope__status">{t(key(`re_status_${e.status}`))}</p>
      {e.status === 'NOT_ELIGIBLE' && e.reason && (
        <p className="envelope__reason">
          {t(key(`re_reason_${e.reason}`), {
            min: formatMajor(e.minDeposit),
            done: formatMajor(e.deposited),
          })}
        </p>
      )}
      {e.status === 'OPENABLE' && (
        <button
          type="button"
          className="button"
          disabled={store.opening !== null}
          aria-busy={store.opening === e.envelopeId || undefined}
          aria-label={t('re_open_named', { title: e.title })}
          onClick={() => void store.open(e.envelopeId)}
        >
          {store.opening === e.envelopeId ? t('re_opening') : t('re_open')}
        </button>
      )}
      {outcome && outcome.value !== null && (
        <p className="envelope__burst" role="status" tabIndex={-1} ref={said}>
          {t('re_opened_amount', { amount: formatMajor(outcome.value) })}
        </p>
      )}
      {outcome?.errorKey && <FormError message={t.error(outcome.errorKey)} />}
    </article>
  );
});
