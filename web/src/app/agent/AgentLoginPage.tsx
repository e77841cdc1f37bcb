import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { lazyScreen } from '../../ui/lazy/chunkLoad';
import { ScreenLoader } from '../../ui/lazy/ScreenLoader';
import { authForms } from '../../features/auth';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/** The form comes with the other account forms; the page's deep link preloads it (AppRoutes). */
const AgentLoginForm = lazyScreen(authForms, 'AgentLoginForm');

/** The agent login page; the agent centre sends non-agents here with `error_not_agent`. */
export const AgentLoginPage = observer(function AgentLoginPage() {
  const { t } = useTranslation();
  const { session } = useStores();
  const navigate = useNavigate();
  const state = useLocation().state as { error?: string } | null;
  return (
    <Page name="agent-login" title={t('agent_login_title')}>
      {state?.error && (
        <p className="form-error" role="alert">
          {t(state.error, { defaultValue: t('unknown_error') })}
        </p>
      )}
      <p>{t('agent_login_body')}</p>
      {session.isAgent ? (
        <Link className="button" to="/agentHome">
          {t('agent_centre_title')}
        </Link>
      ) : (
        <Suspense fallback={<ScreenLoader />}>
          <AgentLoginForm onAgent={() => navigate('/agentHome')} />
        </Suspense>
      )}
    </Page>
  );
});
