import { useTranslation } from 'react-i18next';

export function StatusUnavailable({
  errorKey,
  onRetry,
}: {
  errorKey: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="site-state" data-site-state="unavailable" role="alert">
      <h1>{t('status_unavailable')}</h1>
      <p>{t(errorKey, { defaultValue: t('system_error') })}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </main>
  );
}
