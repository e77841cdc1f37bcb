import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';

/** The platform's refusal of the last attempt, translated. */
export const FormError = observer(function FormError() {
  const { t } = useTranslation();
  const { authFlow } = useStores();
  if (!authFlow.errorKey) return null;
  return (
    <p className="form-error" role="alert">
      {t(authFlow.errorKey, { defaultValue: t('unknown_error') })}
    </p>
  );
});
