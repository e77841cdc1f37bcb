import './promotions.css';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../api/client/announcements';
import { useFeatureStore, useMessages, type FeatureT } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Form, Page, SafeHtml } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton, formatMajor } from '../../ui/form';
import { TableScroll } from '../../ui/TableScroll';
import { promotionsMessages } from './messages';
import {
  actionOf,
  ALL_CATEGORIES,
  createPromotionsStore,
  REMARK_MAX,
  type PromotionsStore,
} from './PromotionsStore';

type PromoKey = NonNullable<(typeof promotionsMessages)['keys']>;
type T = FeatureT<PromoKey>;
/** A key made from a status the platform sent; every status has its label and hint. */
const key = (k: string) => k as PromoKey;

/** YYYY/MM/DD of an ISO instant, as the site shows dates; the same on server and browser. */
export function shortDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '/');
}

/**
 * The public promotions page (`/promotions`): categories, each promotion with its artwork,
 * period, rules (operator rich text, sanitised) and status with the action it allows, and the
 * member's applications. Rendered by the gateway for a visitor's first visit.
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const { t: shared } = useTranslation();
  const t = useMessages(promotionsMessages);
  const root = useStores();
  const store = useFeatureStore(createPromotionsStore);
  const signedIn = root.session.isLogin;

  useEffect(() => {
    void store.ensureLoaded();
  }, [store, signedIn]);

  return (
    <Page name="promotions" title={shared('nav_promotions')}>
      {!signedIn && <p className="promotions__visitor">{t('promo_sign_in_hint')}</p>}
      {store.categories.length > 0 && (
        <div className="promotions__tabs" role="group" aria-label={t('promo_categories')}>
          {[{ code: ALL_CATEGORIES, name: t('promo_all') }, ...store.categories].map((c) => (
            <button
              key={c.code}
              type="button"
              className="button button--ghost"
              aria-pressed={store.category === c.code}
              onClick={() => store.setCategory(c.code)}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {store.state === 'loading' && <DataNotice>{shared('loading')}</DataNotice>}
      {store.state === 'failed' && (
        <div role="alert" className="promotions__failed">
          <p>{t('promo_load_failed', { reason: t.error(store.errorKey ?? 'system_error') })}</p>
          <button type="button" className="button" onClick={() => void store.load()}>
            {t('promo_retry')}
          </button>
        </div>
      )}
      {store.state === 'ready' && store.visible.length === 0 && (
        <DataNotice>{t('promo_none')}</DataNotice>
      )}
      <ul className="promotions__list">
        {store.visible.map((p, index) => (
          <li key={p.id}>
            <PromotionCard
              promotion={p}
              store={store}
              t={t}
              signedIn={signedIn}
              aboveFold={index === 0}
            />
          </li>
        ))}
      </ul>
      {signedIn && store.state === 'ready' && <Claims store={store} t={t} />}
    </Page>
  );
});

const PromotionCard = observer(function PromotionCard({
  promotion: p,
  store,
  t,
  signedIn,
  aboveFold,
}: {
  promotion: Promotion;
  store: PromotionsStore;
  t: T;
  signedIn: boolean;
  /** The first card's artwork is the largest paint of the page: fetched at once. */
  aboveFold: boolean;
}) {
  const { ui } = useStores();
  const action = actionOf(p.status);
  const outcome = store.outcome?.promotionId === p.id ? store.outcome : null;
  const titleId = `promotion-${p.id}-title`;
  return (
    <article className="promotion" aria-labelledby={titleId}>
      <img
        className="promotion__art"
        src={p.imageUrl}
        alt=""
        width={960}
        height={320}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={aboveFold ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="promotion__body">
        <h2 id={titleId}>{p.title}</h2>
        <p className="promotion__meta">
          <span>
            {t('promo_period', { start: shortDate(p.startTime), end: shortDate(p.endTime) })}
          </span>
          {p.prize > 0 && <span>{t('promo_prize', { amount: formatMajor(p.prize) })}</span>}
          <span className={`promotion__status promotion__status--${p.status.toLowerCase()}`}>
            {t('promo_status')}: {t(key(`promo_status_${p.status}`))}
          </span>
        </p>
        {action === null && (
          <p className="promotion__hint">
            {t(key(`promo_hint_${p.status}`))}
            {p.status === 'REJECTED' && p.reason && ` ${t('promo_reason', { reason: p.reason })}`}
          </p>
        )}
        {p.status === 'ISSUED' && signedIn && (
          <p className="promotion__hint">{t('promo_hint_ISSUED')}</p>
        )}
        <details className="promotion__rules">
          <summary>{t('promo_rules')}</summary>
          <SafeHtml html={p.content} />
        </details>
        {action !== null && !signedIn && (
          <button type="button" className="button" onClick={() => ui.openLogin()}>
            {t('promo_sign_in_to_join')}
          </button>
        )}
        {action === 'join' && signedIn && store.joining !== p.id && (
          <button type="button" className="button" onClick={() => store.openJoin(p.id)}>
            {t('promo_status_JOIN_NOW')}
          </button>
        )}
        {action === 'join' && signedIn && store.joining === p.id && (
          <JoinForm promotion={p} store={store} t={t} />
        )}
        {(action === 'claim-prize' || action === 'claim-issued') && signedIn && (
          <button
            type="button"
            className="button"
            disabled={store.busy !== null}
            aria-busy={store.busy === p.id || undefined}
            onClick={() => void (action === 'claim-issued' ? store.claimIssued(p) : store.join(p))}
          >
            {store.busy === p.id ? t('promo_sending') : t('promo_status_CLAIM_PRIZE')}
          </button>
        )}
        {outcome?.notice && <FormNotice message={t(key(outcome.notice))} />}
        {outcome?.errorKey && store.joining !== p.id && (
          <FormError message={t.error(outcome.errorKey)} />
        )}
      </div>
    </article>
  );
});

const JoinForm = observer(function JoinForm({
  promotion,
  store,
  t,
}: {
  promotion: Promotion;
  store: PromotionsStore;
  t: T;
}) {
  const outcome = store.outcome?.promotionId === promotion.id ? store.outcome : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.join(promotion);
  };
  return (
    <Form className="promotion__join" onSubmit={onSubmit} noValidate>
      <Field
        label={t('promo_remark')}
        hint={t('promo_remark_hint', { count: store.remark.trim().length })}
        error={store.remarkTooLong ? t('promo_remark_too_long') : null}
      >
        <textarea
          rows={2}
          maxLength={REMARK_MAX * 2}
          value={store.remark}
          onChange={(e) => store.setRemark(e.target.value)}
        />
      </Field>
      {outcome?.errorKey && <FormError message={t.error(outcome.errorKey)} />}
      <div className="promotion__join-actions">
        <SubmitButton
          busy={store.busy === promotion.id}
          busyLabel={t('promo_sending')}
          disabled={store.remarkTooLong}
        >
          {t('promo_apply')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={() => store.closeJoin()}>
          {t('promo_cancel')}
        </button>
      </div>
    </Form>
  );
});

const Claims = observer(function Claims({ store, t }: { store: PromotionsStore; t: T }) {
  return (
    <section className="promotions__claims" aria-labelledby="promotion-claims-title">
      <h2 id="promotion-claims-title">{t('promo_claims_title')}</h2>
      {store.claims.length === 0 ? (
        <DataNotice>{t('promo_claims_empty')}</DataNotice>
      ) : (
        <TableScroll
          className="promotions__claims-scroll"
          role="group"
          label={{ by: 'promotion-claims-title' }}
          columnsKey="claims"
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('promo_col_promotion')}</th>
                <th scope="col">{t('promo_status')}</th>
                <th scope="col">{t('promo_col_remark')}</th>
                <th scope="col">{t('promo_col_date')}</th>
              </tr>
            </thead>
            <tbody>
              {store.claims.map((c) => (
                <tr key={c.id}>
                  <td>{c.title}</td>
                  <td>
                    {t(key(`promo_status_${c.status}`))}
                    {c.reason && ` (${c.reason})`}
                  </td>
                  <td>{c.remark}</td>
                  <td>{shortDate(c.requestedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
});
