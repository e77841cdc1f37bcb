import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordModal } from '../auth';
import { CentrePanels, SECURITY_PANELS } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { DataNotice } from '../../ui';
import { RealityCheckSetting } from './RealityCheckSetting';

/** The security centre's account summary: who the member is, password and reality check. */
export const AccountSection = observer(function AccountSection() {
  const { t } = useTranslation();
  const { user } = useStores();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      {user.info ? (
        <dl className="facts">
          <dt>{t('account_label')}</dt>
          <dd>{user.info.account}</dd>
          <dt>{t('nickname_label')}</dt>
          <dd>{user.info.nickname || '—'}</dd>
          <dt>{t('member_id_label')}</dt>
          <dd>{user.info.id}</dd>
          <dt>{t('country_label')}</dt>
          <dd>{user.info.countryCode || '—'}</dd>
        </dl>
      ) : (
        <>
          <DataNotice>
            {t(user.errorKey ?? 'loading', { defaultValue: t('system_error') })}
          </DataNotice>
          {user.errorKey && (
            <button type="button" className="button" onClick={() => void user.load()}>
              {t('retry')}
            </button>
          )}
        </>
      )}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setChangingPassword(true)}
      >
        {t('change_password_title')}
      </button>
      <RealityCheckSetting />
      <CentrePanels panels={SECURITY_PANELS} />
      {changingPassword && (
        <ChangePasswordModal
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false);
            navigate('/', { replace: true });
          }}
        />
      )}
    </>
  );
});
