import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import { useStores } from '../../stores/StoreContext';
import type { IconName } from '../../ui/iconNames';
import { Icon } from '../../ui/icons';
import { ACCOUNT_PAGE, currentTab, DEPOSIT_PAGE, MESSAGES_PAGE, TABS, type TabId } from './tabBar';

const TAB_TARGETS: Record<TabId, { to: string; icon: IconName }> = {
  home: { to: '/', icon: 'house' },
  promotions: { to: '/promotions', icon: 'gift' },
  deposit: { to: memberPath(DEPOSIT_PAGE), icon: 'wallet' },
  messages: { to: memberPath(MESSAGES_PAGE), icon: 'mail' },
  account: { to: memberPath(ACCOUNT_PAGE), icon: 'user' },
};

/**
 * The phone's bottom tab bar: the main destinations, one tap from anywhere. Shown only on narrow
 * screens (styles.css); the signed-out player who taps a member tab is asked to log in, as on
 * any member link.
 */
export const TabBar = observer(function TabBar() {
  const { t } = useTranslation();
  const { user, session } = useStores();
  const location = useLocation();
  const current = currentTab(location.pathname, location.search);
  const unread = session.isLogin ? user.unreadMessages : 0;
  return (
    <nav className="tab-bar" aria-label={t('tab_bar')}>
      <ul>
        {TABS.map((tab) => {
          const target = TAB_TARGETS[tab.id];
          const here = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={target.to}
                className={`tab-bar__tab${here ? ' tab-bar__tab--current' : ''}`}
                aria-current={here ? 'page' : undefined}
              >
                <span className="tab-bar__icon">
                  <Icon name={target.icon} />
                  {tab.id === 'messages' && unread > 0 && (
                    <span className="badge tab-bar__badge" aria-hidden="true">
                      {unread}
                    </span>
                  )}
                </span>
                {t(tab.label)}
                {tab.id === 'messages' && unread > 0 && (
                  <span className="visually-hidden">, {t('unread_count', { count: unread })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
