import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import { useStores } from '../../stores/StoreContext';
import { MODULES } from '../../stores/SystemStore';
import { useHydrated } from '../../ui';
import { CATEGORY_LINKS } from '../../routing/navigation';

/** Footer per the spec, plus the responsible-gambling link reachable from every screen. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const { system, session, user, ui } = useStores();
  // The member's own links: not in the gateway's markup (made for any member), nor while hydrating.
  const hydrated = useHydrated();
  return (
    <footer className="layout__footer">
      <nav aria-label={t('footer_service')} className="footer__columns">
        <ul>
          <li>
            <Link to="/promotions">{t('nav_promotions')}</Link>
          </li>
          <li>
            <Link to={memberPath('missionLeaderboard')}>{t('footer_missions')}</Link>
          </li>
          {system.isModuleEnabled(MODULES.manualRebate) && (
            <li>
              <Link to={memberPath('manualRebate')}>{t('side_manual_rebate')}</Link>
            </li>
          )}
          <li>
            <Link to={memberPath('rewardCenter')}>{t('footer_reward_centre')}</Link>
          </li>
          {hydrated && user.info?.hasVip && (
            <li>
              <Link to="/vip">{t('side_vip')}</Link>
            </li>
          )}
          {hydrated && session.isAgent && (
            <li>
              <Link to="/agentHome">{t('nav_agent')}</Link>
            </li>
          )}
        </ul>
        <ul aria-label={t('footer_games')}>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
        <ul>
          <li>
            <Link to="/help#responsible">{t('responsible_gambling')}</Link>
          </li>
          <li>
            <Link to="/help">{t('side_help')}</Link>
          </li>
          <li>
            <Link to="/down">{t('download_app')}</Link>
          </li>
          {system.customerService.length > 0 && (
            <li>
              <button
                type="button"
                className="link-button"
                aria-haspopup="dialog"
                onClick={() => ui.openModal('serviceChooser')}
              >
                {t('customer_service')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <p>{t('licence')}</p>
      <p className="footer__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
});
