import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ChangePasswordModal } from '../auth';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page } from '../../ui';
import { memberPath } from '../../app/routeTable';
import { MEMBER_PAGES, SECURITY_PAGE } from './memberPages';
import { RealityCheckSetting } from './RealityCheckSetting';

/** The member centre: its menu, and the chosen page (`?page=`). */
export const MemberCentrePage = observer(function MemberCentrePage() {
  const { t } = useTranslation();
  const { system, user } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const pages = MEMBER_PAGES.filter((p) => !p.module || system.isModuleEnabled(p.module));
  const current = pages.find((p) => p.page === params.get('page')) ?? SECURITY_PAGE;

  return (
    <Page name="member" title={t('member_centre_title')}>
      <div className="member-centre">
        <nav aria-label={t('member_menu')}>
          <ul className="menu-list">
            {pages.map((p) => (
              <li key={p.page}>
                <Link to={memberPath(p.page)} aria-current={p === current ? 'page' : undefined}>
                  {t(p.label)}
                  {p.badge === 'messages' && user.unreadMessages > 0 && (
                    <span
                      className="badge"
                      aria-label={t('unread_count', { count: user.unreadMessages })}
                    >
                      {user.unreadMessages}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="member-section-title">
          <h2 id="member-section-title">{t(current.label)}</h2>
          {current.page === 'securityCenter' ? (
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
          ) : (
            <DataNotice>{t('section_unavailable')}</DataNotice>
          )}
        </section>
      </div>
    </Page>
  );
});
