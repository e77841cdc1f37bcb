import { useTranslation } from 'react-i18next';

/** Shown while a screen's code loads. */
export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className="screen-loader" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
