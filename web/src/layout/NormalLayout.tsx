import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { CATEGORY_LINKS, TOP_LINKS } from './navigation';

/** The normal frame: header with navigation, side menu, main content and footer. */
export function NormalLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout" data-site-state="normal">
      <header className="layout__header">
        <a className="layout__logo" href="/">
          {t('site_name')}
        </a>
        <nav aria-label={t('main_navigation')}>
          <ul className="layout__topnav">
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <aside className="layout__side" aria-label={t('side_menu')}>
        <ul>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </li>
          ))}
        </ul>
      </aside>
      <main className="layout__main">
        <Outlet />
      </main>
      <footer className="layout__footer">
        <p>{t('licence')}</p>
      </footer>
    </div>
  );
}
