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
  const key = messageKey === undefined ? authFlow.errorKey : messageKey;
  return <KitFormError message={key ? t(key, { defaultValue: t('unknown_error') }) : null} />;
});
