import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberPath } from '../../routing/routeTable';
import { totalBadgeCount } from '../../centre/badges';
import { htmlLangOf } from '../../i18n/languages';
import { useStores } from '../../stores/StoreContext';
import { Avatar } from './Avatar';
import { countryCode, countryName } from './countryFlag';
import { BalanceReadout, BalanceRefreshButton } from '../../ui/BalanceReadout';
import { Icon } from '../../ui/icons';

/**
 * The signed-in header block: balance, money buttons, VIP rank, who is signed in and their menu.
 * On a phone only the balance, deposit and the avatar menu stay (styles.css hides the rest
 * here); the menu offers withdraw and the VIP page there.
 */
export const MemberBlock = observer(function MemberBlock() {
  const { t } = useTranslation();
  const { user, session, ui, language } = useStores();
  const [balanceShown, setBalanceShown] = useState(false);
  // Everything here is the member's own, in the gateway's markup too: it renders a member's page
  // with their details, and the browser starts from the same (`FirstScreenData.member`).
  const info = user.info;
  const menuId = useId();
  const waiting = totalBadgeCount(user);
  const avatarUrl = user.avatarUrl;
  const country = info ? countryCode(info.countryCode) : '';
  const vipLabel = info?.hasVip
    ? info.vipLabelName || t('vip_level', { level: info.vipLevel })
    : null;

  const copyId = async () => {
    if (!info) return;
    try {
      await navigator.clipboard.writeText(info.id);
      ui.showToast('copy_success');
    } catch {
      ui.showToast('unknown_error');
    }
  };

  // Escape closes the open menu wherever the focus went meanwhile, and hands it back to its
  // button, as a menu button does.
  const menuRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      // The summary, the menu's button, is its first child.
      (menu.firstElementChild as HTMLElement).focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="member-block" data-testid="member-block">
      {country && (
        <abbr
          className="member-block__flag"
          title={countryName(country, htmlLangOf(language.code))}
        >
          {country}
        </abbr>
      )}
      <div className="member-block__balance">
        <BalanceReadout shown={balanceShown} testId="balance" />
        <button
          type="button"
          className="icon-button"
          aria-pressed={balanceShown}
          aria-label={t(balanceShown ? 'balance_hide' : 'balance_show')}
          onClick={() => setBalanceShown(!balanceShown)}
        >
          <Icon name={balanceShown ? 'eye-off' : 'eye'} />
        </button>
        <BalanceRefreshButton className="icon-button member-block__wide" />
      </div>
      <Link className="button button--small" to={memberPath('depositv2')}>
        {t('nav_deposit')}
      </Link>
      <Link
        className="button button--small button--ghost member-block__wide"
        to={memberPath('withdraw')}
      >
        {t('nav_withdraw')}
      </Link>
      {vipLabel && (
        // A link of its own, outside the menu's summary: a link inside a summary is not reachable.
        <Link className="vip-label member-block__wide" to="/vip">
          {vipLabel}
          <span className="visually-hidden"> {t('side_vip')}</span>
        </Link>
      )}
      <details className="member-menu" ref={menuRef}>
        {/*
          Named by what it shows, in its order, then what it is: the visible text leads the name.
          The account name comes last of what shows because a phone hides it: what is left
          (initial, count) must still be the start of the name.
        */}
        <summary
          aria-labelledby={[
            // While the picture is unknown the initial shows: it is visible text, so it leads.
            avatarUrl === null ? `${menuId}-initial` : null,
            waiting > 0 ? `${menuId}-waiting` : null,
            `${menuId}-account`,
            `${menuId}-label`,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <Avatar
            url={avatarUrl}
            initial={(info?.account ?? '?').slice(0, 1).toUpperCase()}
            initialId={`${menuId}-initial`}
          />{' '}
          {waiting > 0 && (
            // Everything waiting for the member: unread messages, missions and rewards to claim.
            <span id={`${menuId}-waiting`} className="badge" data-testid="waiting-badge">
              {waiting}
            </span>
          )}{' '}
          <span id={`${menuId}-account`} className="member-block__account">
            {info?.account}
          </span>{' '}
          <span id={`${menuId}-label`} className="visually-hidden">
            {t('member_menu')}
            {waiting > 0 && `, ${t('waiting_count', { count: waiting })}`}
          </span>
        </summary>
        <div className="member-menu__panel">
          {info && (
            <p className="member-menu__id">
              {t('user_id', { id: info.id })}
              <button type="button" className="link-button" onClick={() => void copyId()}>
                {t('copy_id')}
              </button>
            </p>
          )}
          <ul className="menu-list">
            <li>
              <Link to={memberPath('securityCenter')}>{t('menu_my_account')}</Link>
            </li>
            <li className="member-menu__phone-only">
              <Link to={memberPath('withdraw')}>{t('nav_withdraw')}</Link>
            </li>
            {session.isAgent && (
              <li>
                <Link to="/agentHome">{t('nav_agent')}</Link>
              </li>
            )}
            {info?.hasVip && (
              <li>
                <Link to="/vip">
                  {t('side_vip')}: {vipLabel}
                </Link>
              </li>
            )}
            <li>
              <Link to={memberPath('personalHistoryCopy')}>{t('menu_betting_record')}</Link>
            </li>
            <li>
              <Link to={memberPath('personalProfit')}>{t('menu_my_income')}</Link>
            </li>
            <li>
              <Link to={memberPath('messageV2')}>
                {t('menu_messages')}
                {user.unreadMessages > 0 && <span className="badge">{user.unreadMessages}</span>}
              </Link>
            </li>
            <li>
              <Link to={memberPath('missionLeaderboard')}>
                {t('mc_missions')}
                {user.claimableMissions > 0 && (
                  <span className="badge">{user.claimableMissions}</span>
                )}
              </Link>
            </li>
            <li>
              <Link to={memberPath('rewardCenter')}>
                {t('mc_rewards')}
                {user.claimableRewards > 0 && (
                  <span className="badge">{user.claimableRewards}</span>
                )}
              </Link>
            </li>
            <li>
              <Link to={memberPath('securityCenter')}>{t('menu_security')}</Link>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => ui.openModal('signOutConfirm')}
              >
                {t('sign_out')}
              </button>
            </li>
          </ul>
        </div>
      </details>
    </div>
  );
});
