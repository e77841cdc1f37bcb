import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFeatureStore } from '../../centre/featureStore';
import { useFeatureTranslation, useMessages } from '../../centre/messages';
import { useStores } from '../../stores/StoreContext';
import { Page, SafeHtml } from '../../ui';
import { createHelpStore } from './HelpStore';
import { helpMessages } from './messages';

/**
 * The help centre: the site's terms and responsible-gambling sections, the platform's help
 * topics by section, a search over them, and the feedback form. Every section is an anchor
 * (`/help#term`, `/help#responsible`, `/help#<section code>`): arriving from any page, or
 * after the topics load, the page scrolls to it and moves focus there.
 */
export interface HelpPageProps {
  /** The feedback form under the articles (customer service's, composed by the app). */
  feedback: ReactNode;
}

export const HelpPage = observer(function HelpPage({ feedback }: HelpPageProps) {
  const t = useFeatureTranslation(helpMessages);
  const h = useMessages(helpMessages);
  const { language } = useStores();
  const store = useFeatureStore(createHelpStore);
  const { hash } = useLocation();
  const searchId = useId();

  useEffect(() => {
    void store.load(language.code);
  }, [store, language.code]);

  // The topics come with the rendered page, so a visitor may type a search before the page has
  // hydrated: what they typed is the query, not lost.
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchRef.current?.value ?? '';
    if (typed !== store.query) store.setQuery(typed);
    // Once, when the page takes over the rendered markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, store.state]);

  const shown = store.shown;
  return (
    <Page name="help" title={t('help_title')}>
      <Link className="button button--ghost" to="/index">
        {t('help_back')}
      </Link>
      <nav aria-label={t('help_contents')}>
        <ul className="menu-list menu-list--inline">
          <li>
            <a href="#term">{t('help_terms_title')}</a>
          </li>
          {store.categories.map((c) => (
            <li key={c.code}>
              <a href={`#${c.code}`}>{c.title}</a>
            </li>
          ))}
          <li>
            <a href="#responsible">{t('responsible_gambling')}</a>
          </li>
          <li>
            <a href="#feedback">{h('hp_feedback')}</a>
          </li>
        </ul>
      </nav>
      <article id="term" className="help-section" tabIndex={-1}>
        <h2>{t('help_terms_title')}</h2>
        <p>{t('help_terms_body')}</p>
      </article>
      <article id="your-account" className="help-section" tabIndex={-1}>
        <h2>{t('help_account_title')}</h2>
        <p>{t('help_account_body')}</p>
      </article>
      <section className="help-topics" aria-labelledby={`${searchId}-label`}>
        <div className="field">
          <label id={`${searchId}-label`} htmlFor={searchId}>
            {h('hp_search')}
          </label>
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={store.query}
            aria-describedby={`${searchId}-hint`}
            onChange={(e) => store.setQuery(e.target.value)}
          />
          <p id={`${searchId}-hint`} className="field__hint">
            {h('hp_search_hint')}
          </p>
        </div>
        {store.state === 'failed' && (
          <div role="alert">
            <p>{h('hp_failed')}</p>
            <button
              type="button"
              className="button"
              onClick={() => void store.load(language.code, true)}
            >
              {h('hp_retry')}
            </button>
          </div>
        )}
        {(store.state === 'loading' || store.state === 'idle') && (
          <p role="status">{h('hp_loading')}</p>
        )}
        {store.state === 'ready' && store.query.trim() && (
          <p role="status">
            {shown.length === 0
              ? h('hp_no_results', { query: store.query.trim() })
              : h('hp_results', { count: shown.reduce((n, c) => n + c.articles.length, 0) })}
          </p>
        )}
        {shown.map((category) => (
          <section key={category.code} id={category.code} className="help-section" tabIndex={-1}>
            <h2>{category.title}</h2>
            {category.articles.map((article) => (
              <article key={article.id} id={`${category.code}-${article.id}`}>
                <h3>{article.title}</h3>
                <SafeHtml html={article.content} cleaned={store.contentCleaned} />
              </article>
            ))}
          </section>
        ))}
      </section>
      <article id="responsible" className="help-section" tabIndex={-1}>
        <h2>{t('responsible_gambling')}</h2>
        <p>{t('help_responsible_body')}</p>
        <p>{t('help_responsible_signs')}</p>
        <p>{t('help_reality_check')}</p>
        <p>{t('help_age')}</p>
        <p>{t('help_support')}</p>
        <p className="help-section__licence">{t('licence')}</p>
      </article>
      <section
        id="feedback"
        className="help-section"
        tabIndex={-1}
        aria-labelledby="feedback-title"
      >
        <h2 id="feedback-title">{h('hp_feedback')}</h2>
        {feedback}
      </section>
    </Page>
  );
});
