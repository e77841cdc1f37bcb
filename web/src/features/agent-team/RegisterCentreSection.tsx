import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { AccountType } from '../../api/client/team';
import { useFeatureStore } from '../../centre/featureStore';
import { LoadableStatus } from '../../centre/LoadableStatus';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton } from '../../ui/form';
import { AccountTypeField } from './AccountTypeField';
import { AffiliateLinks } from './AffiliateLinks';
import { useTeamT } from './parts';
import { RebateFields } from './RebateFields';
import { emptyRebateTexts, readRebates, type RebateProblem } from './rebates';
import { createRegisterStore, type RegisterStore } from './RegisterStore';

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

const OpenAccountForm = observer(function OpenAccountForm({ store }: { store: RegisterStore }) {
  const t = useTeamT();
  const quota = store.quota.value;
  const [accountType, setAccountType] = useState<AccountType>('MEMBER');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rebates, setRebates] = useState(emptyRebateTexts);
  const [problems, setProblems] = useState<{
    username?: string;
    password?: string;
    rebate?: RebateProblem;
  }>({});

  const name = username.trim();
  const check = store.username.name === name ? store.username.state : 'idle';
  const usernameHint =
    check === 'checking'
      ? t('team_username_checking')
      : check === 'available'
        ? t('team_username_available')
        : t('team_username_rule');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quota) return;
    const read = readRebates(rebates, quota);
    const found = {
      username: USERNAME.test(name) ? undefined : t('team_username_rule'),
      password: PASSWORD.test(password) ? undefined : t('team_password_rule'),
      rebate: read.ok ? undefined : read.problem,
    };
    setProblems(found);
    if (found.username || found.password || !read.ok) return;
    const done = await store.register({
      username: name,
      password,
      accountType,
      rebates: read.rebates,
    });
    if (done) {
      setUsername('');
      setPassword('');
      setRebates(emptyRebateTexts());
    }
  };

  return (
    <Form className="team-form" onSubmit={(e) => void submit(e)} aria-labelledby="team-open-title">
      <h3 id="team-open-title">{t('team_open_title')}</h3>
      <AccountTypeField value={accountType} onChange={setAccountType} />
      <Field
        label={t('team_username')}
        hint={usernameHint}
        error={problems.username ?? (check === 'taken' ? t('team_username_taken') : null)}
      >
        <input
          type="text"
          name="username"
          autoComplete="off"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          onBlur={() => {
            if (USERNAME.test(name)) void store.checkUsername(name);
          }}
        />
      </Field>
      <Field label={t('team_password')} hint={t('team_password_hint')} error={problems.password}>
        <input
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {quota && (
        <RebateFields
          texts={rebates}
          onChange={setRebates}
          quota={quota}
          problem={problems.rebate ?? null}
        />
      )}
      <FormError
        message={store.registration.errorKey ? t.error(store.registration.errorKey) : null}
      />
      <FormNotice
        message={store.created ? t('team_opened', { account: store.created.account }) : null}
      />
      <SubmitButton
        busy={store.registration.state === 'loading'}
        busyLabel={t('team_sending')}
        disabled={!quota}
      >
        {t('team_open_submit')}
      </SubmitButton>
    </Form>
  );
});

/** Opening downline accounts and the agent's affiliate links (registerCenter). */
export const RegisterCentreSection = observer(function RegisterCentreSection() {
  const store = useFeatureStore(createRegisterStore);
  const t = useTeamT();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className="team-register">
      <LoadableStatus
        loadable={store.quota}
        retry={() => void store.load()}
        failedLabel={t('team_quota_failed')}
      />
      <OpenAccountForm store={store} />
      <AffiliateLinks store={store} />
    </div>
  );
});
