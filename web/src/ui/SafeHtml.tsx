import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSanitiser, loadSanitiser, placeholderText, sanitise } from './sanitiser';

/**
 * Operator rich text (notices), sanitised with DOMPurify before it reaches the page: scripts,
 * event handlers and javascript: links are removed. DOMPurify is fetched when the first rich
 * text is about to render, so pages without any never download it. Until it is here, the text's
 * words hold its place, invisible and as plain text (never the markup), so the page does not
 * move when the cleaned text takes over; once here, every later notice renders at once.
 */
export function SafeHtml({
  html,
  className,
  cleaned = false,
}: {
  html: string;
  className?: string;
  /**
   * Already cleaned by the gateway with this same sanitiser (`sanitise` over DOMPurify) when it
   * rendered the first screen: shown as it is, so the page paints it from the HTML and hydrates
   * without DOMPurify. Only for text the page's own first-screen data brought.
   */
  cleaned?: boolean;
}) {
  const { t } = useTranslation();
  const [purify, setPurify] = useState(loadedSanitiser);
  useEffect(() => {
    if (purify || cleaned) return;
    let current = true;
    loadSanitiser().then(
      (loaded) => {
        if (current) setPurify(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [purify, cleaned]);
  const clean = useMemo(
    () => (cleaned ? html : purify ? sanitise(purify, html) : null),
    [cleaned, purify, html],
  );
  const classes = className ? `safe-html ${className}` : 'safe-html';
  if (clean === null) {
    return (
      <div className={classes} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        <div className="safe-html__placeholder" aria-hidden="true">
          {placeholderText(html)}
        </div>
      </div>
    );
  }
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
