import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AGENT_SECTIONS, CentreMenu, CentreSectionView, useCurrentSection } from '../centre';
import { useStores } from '../../stores/StoreContext';
import { CustomerServiceLinks } from '../../ui/CustomerServiceLinks';
import { ChangePasswordModal } from '../../features/auth';

/** What an agent does as a member: the member centre's own screens (spec §2 agent menu). */
const MEMBER_CENTRE_LINKS = [
  { page: 'messageV2', label: 'mc_messages' },
  { page: 'depositv2', label: 'mc_deposit' },
  { page: 'withdraw', label: 'mc_withdraw' },
] as const;

/** The agent centre: its own layout, no side menu, header or footer. */
export const AgentHomePage = observer(function AgentHomePage() {
  const { t } = useTranslation();
  const { session, user } = useStores();
  // A placeholder until the member info is here (the gateway's markup has it already).
  const account = user.info?.account;
  const { offered, current } = useCurrentSection(AGENT_SECTIONS);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className="agent-centre" data-screen="agent-home">
      {/* Title and account, then the actions; on a phone the actions wrap below, never sideways. */}
      <header className="agent-centre__head">
        <div className="agent-centre__title">
          <h1>{t('agent_centre_title')}</h1>
          {account ? (
            <span className="agent-centre__account">{account}</span>
          ) : (
            <span className="agent-centre__account skeleton" aria-hidden="true" />
          )}
        </div>
        <div className="agent-centre__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setChangingPassword(true)}
          >
            {t('change_password_title')}
          </button>
          <Link to="/">{t('back_to_site')}</Link>
        </div>
      </header>
      {changingPassword && (
        // An agent stays in the agent centre after the change; the new password is in force.
        <ChangePasswordModal
          onClose={() => setChangingPassword(false)}
          onChanged={() => setChangingPassword(false)}
        />
      )}
      <div className="agent-centre__body">
        <CentreMenu
          label={t('agent_centre_title')}
          base="/agentHome"
          sections={offered}
          current={current}
        />
        {/* Agent sections start once the account is known to be an agent's (RequireAgent), or
            while the member info is on its way again, when this tab's session was an agent's. */}
        <CentreSectionView
          key={current.page}
          section={current}
          waiting={!(session.accountKnown ? session.isAgent : session.wasAgent)}
        />
      </div>
      <nav className="agent-centre__member-links" aria-label={t('member_menu')}>
        <ul className="menu-list menu-list--inline">
          {MEMBER_CENTRE_LINKS.map(({ page, label }) => (
            <li key={page}>
              <Link to={`/member?page=${page}`}>{t(label)}</Link>
            </li>
          ))}
        </ul>
        <CustomerServiceLinks />
      </nav>
    </div>
  );
});
