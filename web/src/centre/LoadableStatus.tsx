import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DataNotice } from '../ui/Page';
import type { Loadable } from './Loadable';

/**
 * Where a `Loadable` stands when its answer is not on screen: loading (before a first answer),
 * or failed, with the reason and a way to try again. Nothing once there is an answer to show.
 */
export const LoadableStatus = observer(function LoadableStatus({
  loadable,
  retry,
  failedLabel,
  errorText,
}: {
  loadable: Loadable<unknown>;
  retry: () => void;
  /** What could not be loaded, in the feature's words; the reason follows it. */
  failedLabel: string;
  /**
   * The reason from the failure's message key, for a feature that words some refusals itself
   * (`useMessages(…).error`); the shared messages otherwise.
   */
  errorText?: (key: string) => string;
}) {
  const { t } = useTranslation();
  if (loadable.errorKey) {
    const reason =
      errorText?.(loadable.errorKey) ?? t(loadable.errorKey, { defaultValue: t('unknown_error') });
    return (
      <div className="loadable-failed">
        <DataNotice>
          {failedLabel} {reason}
        </DataNotice>
        <button type="button" className="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (loadable.loading && loadable.value === null) return <DataNotice>{t('loading')}</DataNotice>;
  return null;
});
