import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import { InstallButton } from '../../pwa/InstallButton';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../../ui/icons';
import { LanguageSelector } from './LanguageSelector';
import { MemberBlock } from './MemberBlock';
import { visibleTopLinks } from '../../routing/navigation';
import { SiteClock } from './SiteClock';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * Logo, clock, language, then sign-in buttons or the member block; the top navigation below. On a
 * phone the clock, language, theme and download controls move into the drawer (styles.css hides
 * them here, SideMenu shows them there), so the header keeps to one row above the categories.
 */
export const Header = observer(function Header({
  onMenu,
  menuOpen = false,
}: {
  /** Narrow screens: opens or closes the side menu drawer. */
  onMenu?: () => void;
  menuOpen?: boolean;
}) {
  const { t } = useTranslation();
  const { session, ui, categories } = useStores();
  const { isAgent } = session;
  return (
    <header className="layout__header">
      <div className="header__bar">
        {onMenu && (
          <button
            type="button"
            className="icon-button header__menu"
            aria-label={t('side_menu')}
            aria-expanded={menuOpen}
            onClick={onMenu}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link className="layout__logo" to="/">
          {t('site_name')}
        </Link>
        <div className="header__site-controls">
          <SiteClock />
          <LanguageSelector />
          <ThemeSwitch />
          <InstallButton />
          <Link className="icon-button" to="/down" aria-label={t('download_app')}>
            <Icon name="download" />
          </Link>
        </div>
        <div className="header__controls">
          {session.isLogin ? (
            <MemberBlock />
          ) : (
            <>
              <button type="button" className="button button--ghost" onClick={() => ui.openLogin()}>
                {t('login')}
              </button>
              <button type="button" className="button" onClick={() => ui.openRegister()}>
                {t('register')}
              </button>
            </>
          )}
        </div>
      </div>
      <nav aria-label={t('main_navigation')}>
        <ul className="layout__topnav">
          {visibleTopLinks(categories.categoriesWithVendors).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {session.isLogin && (
            <>
              <li>
                <NavLink to={memberPath('depositv2')}>{t('nav_deposit')}</NavLink>
              </li>
              <li>
                <NavLink to={memberPath('withdraw')}>{t('nav_withdraw')}</NavLink>
              </li>
            </>
          )}
          {isAgent && (
            <li>
              <NavLink to="/agentHome">{t('nav_agent')}</NavLink>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
});
