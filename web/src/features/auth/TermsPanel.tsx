import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../centre/messages';
import { termsMessages } from './termsMessages';

/**
 * The terms, one tap from the registration form's terms box: the help centre's terms section
 * (the same text as `/help#term`) unfolds inside the form, so nothing the player typed is lost
 * and no second dialog opens on top of the registration one.
 */
export function TermsPanel() {
  const { t } = useTranslation();
  const m = useMessages(termsMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="auth-terms">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? m('terms_hide') : m('terms_read')}
      </button>
      <section
        id={panelId}
        className="auth-terms__panel"
        aria-labelledby={`${panelId}-title`}
        hidden={!open}
      >
        <h3 id={`${panelId}-title`}>{t('help_terms_title')}</h3>
        <p>{t('help_terms_body')}</p>
        <a href="/help#term" target="_blank" rel="noopener">
          {m('terms_in_help')}
        </a>
      </section>
    </div>
  );
}
