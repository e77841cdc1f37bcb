import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../ui';

/**
 * The help centre. Sections are anchors (`/help#term`, `/help#responsible`) so any screen can
 * link straight to one; the footer links to the responsible-gambling section from everywhere.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ behavior: 'smooth' });
  }, [hash]);

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
          <li>
            <a href="#account">{t('help_account_title')}</a>
          </li>
          <li>
            <a href="#responsible">{t('responsible_gambling')}</a>
          </li>
        </ul>
      </nav>
      <article id="term" className="help-section">
        <h2>{t('help_terms_title')}</h2>
        <p>{t('help_terms_body')}</p>
      </article>
      <article id="account" className="help-section">
        <h2>{t('help_account_title')}</h2>
        <p>{t('help_account_body')}</p>
      </article>
      <article id="responsible" className="help-section">
        <h2>{t('responsible_gambling')}</h2>
        <p>{t('help_responsible_body')}</p>
        <p>{t('help_responsible_signs')}</p>
        <p>{t('help_reality_check')}</p>
        <p>{t('help_age')}</p>
        <p>{t('help_support')}</p>
        <p className="help-section__licence">{t('licence')}</p>
      </article>
    </Page>
  );
}
