import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/** The forgot page's own banner group (spec §2). */
export const FORGET_BANNER_GROUPS = ['w_forget'] as const;

/** The forgot-password page: its banner, the two ways back in, and the forgot-password popup. */
export interface ForgetPageProps {
  /** The banners above the form, given `FORGET_BANNER_GROUPS` (the account forms', composed by the app). */
  banners: ReactNode;
}

export const ForgetPage = observer(function ForgetPage({ banners }: ForgetPageProps) {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <Page name="forget" title={t('forgot_title')}>
      {banners}
      <p>{t('forget_body')}</p>
      <button type="button" className="button" onClick={() => ui.openForgot()}>
        {t('reset_password')}
      </button>
    </Page>
  );
});
