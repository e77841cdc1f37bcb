import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useCountries } from './authCalls';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { FormError } from './FormError';
import { InputField, type FieldProblem } from '../../ui/form';
import { readRemembered, saveRemembered } from './rememberMe';
import { SocialSignIn } from './SocialSignIn';
import { useSmsCountdown } from './smsCountdown';
import { VerifyForm } from './VerifyForm';
import { WarningDialog } from './WarningDialog';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** The whitelabel module that opens the SMS sign-in tab. */
export const SMS_LOGIN_MODULE = 'MOBILEVERCODELOGIN3';
/** The whitelabel module (ours) that sends SMS sign-in through the third-party phone-auth service. */
export const PHONE_AUTH_MODULE = 'FIREBASESMS3';
/** The whitelabel module that offers the one-click trial account. */
export const FREE_PLAY_MODULE = 'FREEPLAY3';

/** The device family the platform records for a trial account. */
function deviceOs(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  return 'Web';
}

type Tab = 'password' | 'sms';
const REQUIRED: FieldProblem = { key: 'field_required' };

/** The login popup's body: password or SMS sign-in, then the second factor when asked. */
export const LoginForm = observer(function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow, system } = useStores();
  const smsAllowed = system.isModuleEnabled(SMS_LOGIN_MODULE);
  const [remembered] = useState(readRemembered);
  const [tab, setTab] = useState<Tab>(remembered.bySms && smsAllowed ? 'sms' : 'password');

  if (authFlow.step === 'verify') return <VerifyForm onSignedIn={onSignedIn} />;

  return (
    <div className="auth-form">
      {smsAllowed && (
        <div className="auth-tabs" role="tablist">
          {(['password', 'sms'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'auth-tab auth-tab--active' : 'auth-tab'}
              onClick={() => setTab(name)}
            >
              {t(name === 'password' ? 'login_by_password' : 'login_by_sms')}
            </button>
          ))}
        </div>
      )}
      {tab === 'sms' && smsAllowed ? (
        <SmsLogin remembered={remembered.bySms} onSignedIn={onSignedIn} />
      ) : (
        <PasswordLogin
          initialUser={remembered.bySms ? '' : remembered.user}
          initialRemember={remembered.remember}
          onSignedIn={onSignedIn}
        />
      )}
      {system.isModuleEnabled(FREE_PLAY_MODULE) && (
        <button
          type="button"
          className="button button--ghost auth-submit"
          disabled={authFlow.busy}
          onClick={() =>
            void authFlow.freePlay(deviceOs(navigator.userAgent)).then((done) => {
              if (done) onSignedIn();
            })
          }
        >
          {t('free_play')}
        </button>
      )}
      <SocialSignIn onSignedIn={onSignedIn} />
    </div>
  );
});

const PasswordLogin = observer(function PasswordLogin({
  initialUser,
  initialRemember,
  onSignedIn,
}: {
  initialUser: string;
  initialRemember: boolean;
  onSignedIn: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow } = useStores();
  const [username, setUsername] = useState(initialUser);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(initialRemember);
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = username.trim();
    const found = {
      username: user ? null : REQUIRED,
      password: password ? null : REQUIRED,
      captcha: authFlow.captchaShown && !captcha.trim() ? { key: 'captcha_required' } : null,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const done = await authFlow.login(user, password, captcha.trim());
    if (authFlow.errorKey === null) saveRemembered({ remember, bySms: false, user });
    if (done) onSignedIn();
    else if (authFlow.captchaShown) setCaptcha('');
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
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
      {authFlow.captchaShown && (
        <div className="auth-captcha">
          <InputField
            label={t('captcha_label')}
            name="captcha"
            autoComplete="off"
            value={captcha}
            problem={problems.captcha}
            onChange={(e) => setCaptcha(e.target.value)}
          />
          <button
            type="button"
            className="auth-captcha__image"
            aria-label={t('captcha_refresh')}
            onClick={() => void authFlow.refreshCaptcha()}
          >
            {authFlow.captchaImage && <img src={authFlow.captchaImage} alt={t('captcha_image')} />}
          </button>
        </div>
      )}
      <label className="auth-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('remember_me')}
      </label>
      <FormError />
      <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
        {t('login')}
      </button>
    </Form>
  );
});

const SmsLogin = observer(function SmsLogin({
  remembered,
  onSignedIn,
}: {
  remembered: boolean;
  onSignedIn: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow, api, system } = useStores();
  const phoneAuth = system.isModuleEnabled(PHONE_AUTH_MODULE);
  /** The third-party service's pending verification, once it has texted a code. */
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const initial = remembered ? readRemembered().user : '';
  const { countries, dialing, setDialing, country } = useCountries();
  const [mobile, setMobile] = useState(initial);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered);
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [warning, setWarning] = useState<string | null>(null);

  const mobileProblem = (value: string): FieldProblem | null => {
    if (!value) return REQUIRED;
    const digits = /^\d+$/.test(value);
    const min = country?.mobileMin || 6;
    const max = country?.mobileMax || 15;
    return digits && value.length >= min && value.length <= max
      ? null
      : { key: 'mobile_invalid', values: { count: max } };
  };

  const sms = useSmsCountdown(async (slider) => {
    if (!phoneAuth) return api.session.requestLoginCode(mobile.trim(), dialing, slider);
    setVerificationId(await api.session.phoneAuthSendCode(mobile.trim(), dialing));
    // The service states no lifetime: the button waits the default minute.
    return 0;
  }, setWarning);

  const sendCode = () => {
    const problem = mobileProblem(mobile.trim());
    setProblems((p) => ({ ...p, mobile: problem }));
    if (!problem) void sms.request();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = mobile.trim();
    const found = {
      mobile: mobileProblem(number),
      code: code.trim() ? null : { key: 'verification_code_needed' },
    };
    if (phoneAuth && !found.code && !verificationId)
      found.code = { key: 'phone_auth_code_expired' };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const done =
      phoneAuth && verificationId
        ? await authFlow.loginByPhoneAuth(number, dialing, verificationId, code.trim())
        : await authFlow.loginBySms(number, dialing, code.trim());
    if (done) {
      saveRemembered({ remember, bySms: true, user: number });
      onSignedIn();
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="login-dialing">{t('country_code_label')}</label>
        <select id="login-dialing" value={dialing} onChange={(e) => setDialing(e.target.value)}>
          {countries.map((c) => (
            <option key={c.countryCode} value={c.dialingCode}>
              {c.name} +{c.dialingCode}
            </option>
          ))}
        </select>
      </div>
      <InputField
        label={t('mobile_label')}
        name="mobile"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        value={mobile}
        problem={problems.mobile}
        onChange={(e) => setMobile(e.target.value)}
      />
      <div className="auth-code">
        <InputField
          label={t('sms_code_label')}
          name="smsCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          problem={problems.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={sms.secondsLeft > 0 || sms.sending}
          onClick={sendCode}
        >
          {sms.secondsLeft > 0 ? t('sms_resend_in', { count: sms.secondsLeft }) : t('sms_send')}
        </button>
      </div>
      {sms.challenge}
      <label className="auth-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('remember_me')}
      </label>
      <FormError />
      <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
        {t('login')}
      </button>
      {warning && <WarningDialog messageKey={warning} onClose={() => setWarning(null)} />}
    </Form>
  );
});
