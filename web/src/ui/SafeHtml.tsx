import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Operator rich text (notices), sanitised with DOMPurify before it reaches the page: scripts,
 * event handlers and javascript: links are removed. DOMPurify loads on first use so the home
 * route's critical JavaScript stays small; nothing is rendered until it has cleaned the text.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation();
  // The cleaned text is kept with its source, so a new notice never shows the previous one.
  const [cleaned, setCleaned] = useState<{ source: string; clean: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
      if (current) setCleaned({ source: html, clean });
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (cleaned?.source !== html) return <p role="status">{t('loading')}</p>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: cleaned.clean }} />;
}
