import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { FormError as KitFormError } from '../../ui/form';

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
  // The sign-in's own refusal may name a value, e.g. until when a cool-off lasts.
  const values = own ? (authFlow.errorValues ?? {}) : {};
  return (
    <KitFormError message={key ? t(key, { ...values, defaultValue: t('unknown_error') }) : null} />
  );
});
