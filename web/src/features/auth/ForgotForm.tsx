import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SliderPass } from '../../api/types';
import { useCountries, usePasswordApi } from './authCalls';
import { errorKey } from '../../api/errors';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { InputField, checkField, type FieldProblem } from '../../ui/form';
import { useSliderGuard } from './sliderGuard';
import { useSmsCountdown } from './smsCountdown';
import { WarningDialog } from './WarningDialog';
import { FormError } from './FormError';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** The whitelabel module that offers (and defaults to) the reset by mobile number. */
export const PHONE_RESET_MODULE = 'CHNGPASSVERIF3';
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const REQUIRED: FieldProblem = { key: 'field_required' };

type Tab = 'email' | 'mobile';
type Outcome = 'emailSent' | 'passwordReset';

/** The forgot-password popup's body: by e-mail, or by mobile number with an SMS code. */
export const ForgotForm = observer(function ForgotForm({ onLogin }: { onLogin: () => void }) {
  const t = useFeatureTranslation(authMessages);
  const { system, authFlow } = useStores();
  const phoneAllowed = system.isModuleEnabled(PHONE_RESET_MODULE);
  const [tab, setTab] = useState<Tab>(phoneAllowed ? 'mobile' : 'email');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    void authFlow.loadRules();
  }, [authFlow]);

  if (outcome) {
    return (
      <div className="auth-form">
        <p role="status">{t(outcome === 'emailSent' ? 'in_been_out' : 'password_reset_done')}</p>
        {outcome === 'passwordReset' && <FormError />}
        <button type="button" className="button auth-submit" onClick={onLogin}>
          {t('login')}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-form">
      {phoneAllowed && (
        <div className="auth-tabs" role="tablist">
          {(['mobile', 'email'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'auth-tab auth-tab--active' : 'auth-tab'}
              onClick={() => setTab(name)}
            >
              {t(name === 'email' ? 'forgot_by_email' : 'forgot_by_mobile')}
            </button>
          ))}
        </div>
      )}
      {tab === 'email' ? (
        <ByEmail onSent={() => setOutcome('emailSent')} />
      ) : (
        <ByPhone onReset={() => setOutcome('passwordReset')} />
      )}
    </div>
  );
});

const ByEmail = observer(function ByEmail({ onSent }: { onSent: () => void }) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow } = useStores();
  const password = usePasswordApi();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const user = username.trim();
    const address = email.trim();
    const found = {
      username: checkField(authFlow.rules?.fields.username, user, true),
      email: !address
        ? REQUIRED
        : EMAIL_PATTERN.test(address)
          ? null
          : { key: 'email_format_error' },
    };
    setProblems(found);
    if (found.username || found.email) return;
    setBusy(true);
    setFailure(null);
    try {
      await password.forgetPassword(user, address);
      onSent();
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
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
        label={t('email_label')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        problem={problems.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormError messageKey={failure} />
      <button type="submit" className="button auth-submit" disabled={busy}>
        {t('reset_password')}
      </button>
    </Form>
  );
});

const ByPhone = observer(function ByPhone({ onReset }: { onReset: () => void }) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow, ui } = useStores();
  const password = usePasswordApi();
  const navigate = useNavigate();
  /** Set once the new password is in place and the automatic sign-in is under way. */
  const [signingIn, setSigningIn] = useState(false);
  const { countries, dialing, setDialing, country } = useCountries();
  const [values, setValues] = useState({ mobile: '', code: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const mobileProblem = (): FieldProblem | null => {
    const number = values.mobile.trim();
    if (!number) return REQUIRED;
    const min = country?.mobileMin || 6;
    const max = country?.mobileMax || 15;
    return /^\d+$/.test(number) && number.length >= min && number.length <= max
      ? null
      : { key: 'mobile_invalid', values: { count: max } };
  };

  const sms = useSmsCountdown(
    (slider) => password.requestResetCode(values.mobile.trim(), dialing, slider),
    setWarning,
  );

  // The reset already happened: if the automatic sign-in cannot run, the player signs in by hand.
  const autoSignIn = useSliderGuard(
    useCallback(() => onReset(), [onReset]),
    useCallback(() => onReset(), [onReset]),
  );

  /** The platform's reset flow signs in with the new password (loader, popup closed, home). */
  const signIn = async (slider: SliderPass | undefined) => {
    const done = await authFlow.loginAfterReset(values.mobile.trim(), values.password, slider);
    if (done) {
      ui.closeModal('forgetPassModal');
      navigate('/', { replace: true });
    } else if (authFlow.step === 'verify') {
      ui.openLogin();
    } else {
      onReset();
    }
  };

  const sendCode = () => {
    const problem = mobileProblem();
    setProblems((p) => ({ ...p, mobile: problem }));
    if (!problem) void sms.request();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: mobileProblem(),
      code: values.code.trim() ? null : { key: 'verification_code_needed' },
      password: checkField(authFlow.passwordRule, values.password, true),
      confirm: !values.confirm
        ? REQUIRED
        : values.confirm !== values.password
          ? { key: 'password_confirm_mismatch' }
          : null,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      await password.setPasswordByPhone(values.mobile.trim(), values.code, values.password);
      setSigningIn(true);
      autoSignIn.guard((slider) => void signIn(slider));
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };

  if (signingIn) {
    return (
      <div className="auth-form">
        <p role="status">{t(autoSignIn.active ? 'reset_check_to_sign_in' : 'reset_signing_in')}</p>
        {autoSignIn.element}
        <FormError />
      </div>
    );
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="forgot-dialing">{t('country_code_label')}</label>
        <select id="forgot-dialing" value={dialing} onChange={(e) => setDialing(e.target.value)}>
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
        value={values.mobile}
        problem={problems.mobile}
        onChange={set('mobile')}
      />
      <div className="auth-code">
        <InputField
          label={t('sms_code_label')}
          name="smsCode"
          autoComplete="one-time-code"
          value={values.code}
          problem={problems.code}
          onChange={set('code')}
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
      <InputField
        label={t('new_password_label')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.password}
        problem={problems.password}
        onChange={set('password')}
      />
      <InputField
        label={t('confirm_password_label')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        problem={problems.confirm}
        onChange={set('confirm')}
      />
      <FormError messageKey={failure} />
      <button type="submit" className="button auth-submit" disabled={busy}>
        {t('reset_password')}
      </button>
      {warning && <WarningDialog messageKey={warning} onClose={() => setWarning(null)} />}
    </Form>
  );
});
