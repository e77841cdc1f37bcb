import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';

/**
 * A refusal shown under a form, translated: the given message key, or else the platform's
 * refusal of the last sign-in attempt.
 */
export const FormError = observer(function FormError({
  messageKey,
}: {
  messageKey?: string | null;
}) {
  const { t } = useTranslation();
  const { authFlow } = useStores();
  const own = messageKey === undefined;
  const key = own ? authFlow.errorKey : messageKey;
  if (!key) return null;
  const values = own ? (authFlow.errorValues ?? {}) : {};
  return (
    <p className="form-error" role="alert">
      {t(key, { ...values, defaultValue: t('unknown_error') })}
    </p>
  );
});
