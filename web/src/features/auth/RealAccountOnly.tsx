import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/**
 * Real-money features (the member centre) are closed to trial accounts: they are told a real
 * account is needed (`in_need_true_account`) and offered registration instead. Until the member
 * info says which kind of account this is the page shows; the centre's sections wait for the
 * answer (`MemberCentrePage`).
 */
export const RealAccountOnly = observer(function RealAccountOnly({
  children,
}: {
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, ui } = useStores();
  if (!session.isTrial) return children;
  return (
    <Page name="trial-blocked" title={t('in_need_true_account')}>
      <button type="button" className="button" onClick={() => ui.openRegister()}>
        {t('register')}
      </button>
    </Page>
  );
});
