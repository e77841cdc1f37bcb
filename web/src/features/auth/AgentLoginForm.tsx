import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { InputField, type FieldProblem } from '../../ui/form';
import { FormError } from './FormError';
import { VerifyForm } from './VerifyForm';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** How long to wait for the member info that tells an agent from a member. */
const ACCOUNT_TYPE_WAIT_MS = 15_000;

/**
 * The agent site's sign-in (username and password only, no social sign-in), with the same
 * second factor as players when the IP is new. Resolves through `onAgent` for agent accounts;
 * any other account is told it is not an agent.
 */
export const AgentLoginForm = observer(function AgentLoginForm({
  onAgent,
}: {
  onAgent: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow, session } = useStores();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [notAgent, setNotAgent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotAgent(false);
    const user = username.trim();
    const found = {
      username: user ? null : { key: 'field_required' },
      password: password ? null : { key: 'field_required' },
    };
    setProblems(found);
    if (found.username || found.password) return;
    if (await authFlow.login(user, password)) await decide();
  };

  /** Once signed in, the account type (from the member info the shell loads) decides. */
  const decide = async () => {
    try {
      // The shell loads the member info after every sign-in; its account type decides.
      await when(() => session.accountType !== null, { timeout: ACCOUNT_TYPE_WAIT_MS });
    } catch {
      return;
    }
    if (session.isAgent) onAgent();
    else setNotAgent(true);
  };

  if (authFlow.step === 'verify') return <VerifyForm onSignedIn={() => void decide()} />;

  return (
    <Form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <InputField
        label={t('username_label')}
        name="username"
        autoComplete="username"
        value={username}
        problem={problems.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <InputField
        label={t('password_label')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        problem={problems.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError />
      {notAgent && <FormError messageKey="error_not_agent" />}
      <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
        {t('login')}
      </button>
    </Form>
  );
});
