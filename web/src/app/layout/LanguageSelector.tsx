import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, SWITCHER_LANGUAGES } from '../../i18n/languages';
import { useStores } from '../../stores/StoreContext';

/**
 * The language switcher: a button naming the current language and, once opened, the list of
 * every language in its own script. The list is only built when opened: laying out forty
 * scripts up front costs a phone more than the rest of the header.
 */
export const LanguageSelector = observer(function LanguageSelector() {
  const { t } = useTranslation();
  const { language } = useStores();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const current = SWITCHER_LANGUAGES.find((l) => l.code === language.code);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="language-selector" ref={rootRef}>
      <button
        type="button"
        className="button button--small button--ghost"
        // The visible code leads the name, so speech input can say what it sees.
        aria-label={`${language.code}, ${t('language_label')}: ${current?.name ?? language.code}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {language.code}
      </button>
      {open && (
        <ul id={listId} className="language-selector__list" aria-label={t('language_label')}>
          {SWITCHER_LANGUAGES.map((lang) => (
            <li key={lang.code}>
              <button
                type="button"
                lang={htmlLangOf(lang.code)}
                aria-current={lang.code === language.code ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  void language.choose(lang.code);
                }}
              >
                {lang.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
