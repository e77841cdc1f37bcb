import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import type { Messages } from '../../i18n/locales/en';
import { useStores } from '../../stores/StoreContext';
import { MODULES } from '../../stores/SystemStore';
import { InstallButton } from '../../pwa/InstallButton';
import type { IconName } from '../../ui/iconNames';
import { CategoryIcon, ENTRY_ICONS, Icon } from '../../ui/icons';
import { LanguageSelector } from './LanguageSelector';
import { orderedSocial } from './socialLinks';
import { SiteClock } from './SiteClock';
import { ThemeSwitch } from './ThemeSwitch';
import { CATEGORY_LINKS } from '../../routing/navigation';

/**
 * Whether `to` is the page shown: its path, and for a member-centre section (`/member?page=…`)
 * the section too, since every section has the same path.
 */
function isShown(to: string, pathname: string, search: string): boolean {
  const [path, query = ''] = to.split('?');
  if (path !== pathname) return false;
  const shown = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => shown.get(key) === value);
}

function Entry({
  to,
  label,
  icon,
  badge = 0,
}: {
  to: string;
  label: keyof Messages;
  icon?: IconName;
  /** A red count of things waiting to be claimed there. */
  badge?: number;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const shown = isShown(to, pathname, search);
  return (
    <li>
      <Link
        to={to}
        className={shown ? 'side-entry active' : 'side-entry'}
        aria-current={shown ? 'page' : undefined}
      >
        <CategoryIcon name={icon ?? ENTRY_ICONS[to] ?? 'circle-help'} active={shown} />
        {t(label)}
        {badge > 0 && (
          <span className="badge">
            {badge}
            <span className="visually-hidden"> {t('to_claim_short')}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** HOT, FAV, RECENT and the categories, then the account and site entries per whitelabel flag. */
export const SideMenu = observer(function SideMenu({
  drawer = false,
  onClose,
}: {
  drawer?: boolean;
  /** The drawer covers the header's menu button, so it carries its own close button. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { system, user, ui } = useStores();
  const social = orderedSocial(system.socialLinks);
  return (
    <aside
      className={`layout__side${drawer ? ' layout__side--drawer' : ''}`}
      aria-label={t('side_menu')}
    >
      {drawer && (
        // On a phone the header keeps only what a player uses every visit; the rest is here.
        <div className="side-drawer__settings" role="group" aria-label={t('site_settings')}>
          {onClose && (
            <button
              type="button"
              className="icon-button side-drawer__close"
              aria-label={t('close')}
              onClick={onClose}
            >
              <Icon name="x" />
            </button>
          )}
          <SiteClock />
          <LanguageSelector />
          <ThemeSwitch />
          <InstallButton />
        </div>
      )}
      <ul>
        <Entry to="/" label="nav_hot" icon={ENTRY_ICONS.hot} />
        <Entry to="/favorite" label="nav_favorite" />
        <Entry to="/recent" label="nav_recent" />
        {CATEGORY_LINKS.map((link) => (
          <Entry key={link.to} to={link.to} label={link.label} />
        ))}
      </ul>
      <ul className="layout__side-extra">
        <Entry
          to={memberPath('personalHistoryCopy')}
          label="side_betting_record"
          icon={ENTRY_ICONS.record}
        />
        <Entry to="/promotions" label="nav_promotions" />
        {system.isModuleEnabled(MODULES.manualRebate) && (
          <Entry to={memberPath('manualRebate')} label="side_manual_rebate" icon="undo-2" />
        )}
        <Entry
          to={memberPath('rewardCenter')}
          label="side_rewards"
          icon="trophy"
          badge={user.claimableRewards}
        />
        <Entry
          to={memberPath('missionLeaderboard')}
          label="mc_missions"
          icon="target"
          badge={user.claimableMissions}
        />
        {/* "VIP rank (if VIP flag)" (spec §2): §3 lists no VIP whitelabel module, and the only VIP
            flag in the spec is the member's `hasVip` (§3 public state), so that is the switch. */}
        {user.info?.hasVip && <Entry to="/vip" label="side_vip" icon={ENTRY_ICONS['/vip']} />}
        {system.isModuleEnabled(MODULES.referral) && (
          <Entry to={memberPath('referral')} label="side_invite" icon="user-plus" />
        )}
        <li>
          <button type="button" className="side-entry" onClick={() => ui.openModal('serverSpeed')}>
            <CategoryIcon name="gauge" active={false} />
            {t('side_server_speed')}
          </button>
        </li>
        <Entry to="/down" label="download_app" icon="download" />
        {system.offersLiveChat && (
          <li>
            <button
              type="button"
              className="side-entry"
              aria-haspopup="dialog"
              onClick={() => ui.openModal('serviceChooser')}
            >
              <CategoryIcon name="message-circle" active={false} />
              {t('side_live_chat')}
            </button>
          </li>
        )}
        <Entry to="/help" label="side_help" icon="circle-help" />
      </ul>
      {drawer && social.length > 0 && (
        // On a phone the contact card is folded away (it would cover games): its links are here.
        <ul className="layout__side-extra" aria-label={t('right_bar')}>
          {social.map((link) => (
            <li key={link.name}>
              <a
                className="side-entry"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                data-social={link.name}
              >
                <CategoryIcon name="message-circle" active={false} />
                {link.labelNameEn ?? link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
});
