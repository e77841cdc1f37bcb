import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Messages } from '../../i18n/locales/en';
import { useStores } from '../../stores/StoreContext';
import { DataNotice } from '../../ui';
import { ChangePasswordModal } from '../auth';

const FIRST_PAGE = { page: 'agentAnnouncement', label: 'agent_announcement' } as const;

/** The agent centre's menu, named as the platform names its pages. */
const AGENT_PAGES: readonly { page: string; label: keyof Messages }[] = [
  FIRST_PAGE,
  { page: 'agentTeamOverview', label: 'agent_team_overview' },
  { page: 'registerCenter', label: 'agent_register_centre' },
  { page: 'downlineManagmentView', label: 'agent_downline' },
  { page: 'personalHistoryCopy', label: 'agent_team_betting' },
  { page: 'palStatementsAgentCopy', label: 'agent_user_loss' },
  { page: 'agentRevenueReport', label: 'agent_income' },
  { page: 'agentDownlineTransactionDetailsCopy', label: 'agent_account_details' },
  { page: 'agentDividendRecordCopy2', label: 'agent_bonus' },
  { page: 'agentDailyWages2', label: 'agent_daily_wages' },
  { page: 'agentHourSalary', label: 'agent_hour_salary' },
  { page: 'agentRealtimeSalary', label: 'agent_realtime_salary' },
];

/** The agent centre: its own layout, no side menu, header or footer. */
export const AgentHomePage = observer(function AgentHomePage() {
  const { t } = useTranslation();
  const { user } = useStores();
  const [params] = useSearchParams();
  const current = AGENT_PAGES.find((p) => p.page === params.get('page')) ?? FIRST_PAGE;
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div className="agent-centre" data-screen="agent-home">
      <header className="agent-centre__head">
        <h1>{t('agent_centre_title')}</h1>
        {user.info && <span>{user.info.account}</span>}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setChangingPassword(true)}
        >
          {t('change_password_title')}
        </button>
        <Link to="/">{t('back_to_site')}</Link>
      </header>
      {changingPassword && (
        // An agent stays in the agent centre after the change; the new password is in force.
        <ChangePasswordModal
          onClose={() => setChangingPassword(false)}
          onChanged={() => setChangingPassword(false)}
        />
      )}
      <div className="agent-centre__body">
        <nav aria-label={t('agent_centre_title')}>
          <ul className="menu-list">
            {AGENT_PAGES.map((p) => (
              <li key={p.page}>
                <Link
                  to={`/agentHome?page=${p.page}`}
                  aria-current={p === current ? 'page' : undefined}
                >
                  {t(p.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="agent-section-title">
          <h2 id="agent-section-title">{t(current.label)}</h2>
          <DataNotice>{t('section_unavailable')}</DataNotice>
        </section>
      </div>
    </div>
  );
});
