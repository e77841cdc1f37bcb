import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/** The forgot-password page: explains the two ways and opens the forgot-password popup. */
export const ForgetPage = observer(function ForgetPage() {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <Page name="forget" title={t('forgot_title')}>
      <p>{t('forget_body')}</p>
      <button type="button" className="button" onClick={() => ui.openForgot()}>
        {t('reset_password')}
      </button>
    </Page>
  );
});
