import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeatureStore, useMessages } from '../../centre';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton } from '../../ui/form';
import { Authenticator } from './Authenticator';
import { BindWithCode } from './BindWithCode';
import { securityMessages } from './messages';
import { ProfileDetails } from './ProfileDetails';
import { createProfileStore, type ProfileStore } from './ProfileStore';
import { RealityCheckSetting } from './RealityCheckSetting';
import './security.css';

/**
 * The security centre (my account), the member centre's first page: the profile, binding a
 * mobile and e-mail, the payee name, the password, the authenticator app, the reality check,
 * then the panels other features add (`panels`).
 */
export interface SecuritySectionProps {
  /** The panels other features add after the page's own settings (cards, limits, …). */
  panels: ReactNode;
  /** The password change dialog (the account forms', composed by the app). */
  ChangePassword: ComponentType<ChangePasswordProps>;
}

export interface ChangePasswordProps {
  onClose: () => void;
  onChanged: () => void;
}

export const SecuritySection = observer(function SecuritySection({
  panels,
  ChangePassword,
}: SecuritySectionProps) {
  const t = useMessages(securityMessages);
  const store = useFeatureStore(createProfileStore);
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="security-page">
      <section aria-labelledby="sec-profile" className="security-card">
        <h3 id="sec-profile">{t('sec_profile')}</h3>
        {store.profile.value ? (
          <>
            <ProfileSummary store={store} />
            <ProfileDetails store={store} />
          </>
        ) : store.profile.errorKey ? (
          <div role="alert" className="security-failed">
            <p>{t('sec_profile_failed')}</p>
            <p>{t.error(store.profile.errorKey)}</p>
            <button type="button" className="button" onClick={() => void store.load()}>
              {t.error('retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t.error('loading')}</p>
        )}
      </section>

      {store.profile.value && (
        <section aria-labelledby="sec-payee" className="security-card">
          <h3 id="sec-payee">{t('sec_payee_title')}</h3>
          <PayeeName store={store} />
        </section>
      )}

      <section aria-labelledby="sec-password" className="security-card">
        <h3 id="sec-password">{t('sec_password_title')}</h3>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setChangingPassword(true)}
        >
          {t('sec_password_change')}
        </button>
      </section>

      <section aria-labelledby="sec-auth" className="security-card">
        <h3 id="sec-auth">{t('sec_auth_title')}</h3>
        <Authenticator store={store} />
      </section>

      <section aria-labelledby="sec-responsible" className="security-card">
        <h3 id="sec-responsible">{t('sec_responsible_title')}</h3>
        <RealityCheckSetting />
      </section>

      {panels}

      {changingPassword && (
        <ChangePassword
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false);
            navigate('/', { replace: true });
          }}
        />
      )}
    </div>
  );
});

const ProfileSummary = observer(function ProfileSummary({ store }: { store: ProfileStore }) {
  const t = useMessages(securityMessages);
  const profile = store.profile.value;
  if (!profile) return null;
  return (
    <div className="security-block">
      <dl className="security-facts" data-testid="profile-summary">
        <div className="security-facts__row">
          <dt>{t('sec_account')}</dt>
          <dd>{profile.account}</dd>
        </div>
        <div className="security-facts__row">
          <dt>{t('sec_nickname')}</dt>
          <dd>{profile.nickname || t('sec_not_set')}</dd>
        </div>
        <div className="security-facts__row">
          <dt>{t('sec_real_name')}</dt>
          <dd>{profile.realName || t('sec_not_set')}</dd>
        </div>
        <div className="security-facts__row">
          <dt>{t('sec_mobile')}</dt>
          <dd data-testid="profile-mobile">
            {profile.mobile ? `+${profile.countryDialingCode} ${profile.mobile}` : t('sec_not_set')}
          </dd>
        </div>
        <div className="security-facts__row">
          <dt>{t('sec_email')}</dt>
          <dd data-testid="profile-email">{profile.email || t('sec_not_set')}</dd>
        </div>
      </dl>
      <div className="security-actions">
        <NicknameForm store={store} />
        <BindWithCode
          kind="mobile"
          current={profile.mobile}
          state={store.forms.mobile}
          send={(mobile) => store.sendMobileCode(mobile, profile.countryDialingCode)}
          bind={(mobile, code) => store.bindMobile(mobile, profile.countryDialingCode, code)}
        />
        <BindWithCode
          kind="email"
          current={profile.email}
          state={store.forms.email}
          send={(email) => store.sendEmailCode(email)}
          bind={(email, code) => store.bindEmail(email, code)}
        />
      </div>
    </div>
  );
});

const NicknameForm = observer(function NicknameForm({ store }: { store: ProfileStore }) {
  const t = useMessages(securityMessages);
  const [value, setValue] = useState<string | null>(null);
  const state = store.forms.nickname;
  if (value === null) {
    return (
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          store.resetForm('nickname');
          setValue(store.profile.value?.nickname ?? '');
        }}
      >
        {t('sec_nickname_change')}
      </button>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.saveNickname(value)) setValue(null);
  };
  return (
    <Form className="bind-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('sec_nickname')} hint={t('sec_nickname_hint')}>
        <input
          type="text"
          name="nickname"
          maxLength={20}
          autoComplete="nickname"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <FormError message={state.errorKey ? t.error(state.errorKey) : null} />
      <div className="security-actions">
        <SubmitButton busy={state.busy}>{t('sec_save')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={() => setValue(null)}>
          {t('sec_cancel')}
        </button>
      </div>
    </Form>
  );
});

const PayeeName = observer(function PayeeName({ store }: { store: ProfileStore }) {
  const t = useMessages(securityMessages);
  const [name, setName] = useState('');
  const state = store.forms.payee;
  const current = store.profile.value?.realName ?? '';
  if (current) {
    return (
      <>
        <p data-testid="payee-name">{current}</p>
        <FormNotice message={state.done ? t('sec_saved') : null} />
      </>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await store.savePayeeName(name);
  };
  return (
    <Form className="bind-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('sec_real_name')} hint={t('sec_payee_hint')}>
        <input
          type="text"
          name="payeeName"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <FormError message={state.errorKey ? t.error(state.errorKey) : null} />
      <SubmitButton busy={state.busy}>{t('sec_payee_save')}</SubmitButton>
    </Form>
  );
});
