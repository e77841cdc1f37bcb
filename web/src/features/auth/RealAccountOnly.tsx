import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/**
 * Real-money features (the member centre) are closed to trial accounts: they are told a real
 * account is needed (`in_need_true_account`) and offered registration instead.
 */
export const RealAccountOnly = observer(function RealAccountOnly({
  children,
}: {
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, ui, user } = useStores();
  // Until the member info says which kind of account this is; a failed load shows the page's own errors.
  if (session.isLogin && !session.accountKnown && !user.errorKey) {
    return (
      <div className="boot-loader" role="status" aria-live="polite">
        {t('loading')}
      </div>
    );
  }
  if (!session.isTrial) return children;
  return (
    <Page name="trial-blocked" title={t('in_need_true_account')}>
      <button type="button" className="button" onClick={() => ui.openRegister()}>
        {t('register')}
      </button>
    </Page>
  );
});
