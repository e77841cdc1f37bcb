import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import type { RegisterFieldRule, RegisterForm as RegisterPayload } from '../../api/types';
import { useCountries, useRegisterApi } from './authCalls';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { InputField, checkConfirmation, checkField, type FieldProblem } from '../../ui/form';
import { FormError } from './FormError';
import { useSmsCountdown } from './smsCountdown';
import { TermsPanel } from './TermsPanel';
import { WarningDialog } from './WarningDialog';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** The whitelabel module that opens the mobile registration tab. */
export const MOBILE_REGISTER_MODULE = 'MOBILENUMREG3';

type Variant = 'username' | 'mobile';

/**
 * Optional fields the registration call carries (spec §5), in the platform's order; each shows
 * only when the server's validation config enables it. The captcha is apart: it has an image.
 */
const OPTIONAL_FIELDS = [
  { name: 'payeeName', label: 'payee_name_label', input: { autoComplete: 'name' } },
  {
    name: 'paymentPassword',
    label: 'payment_password_label',
    input: { type: 'password', autoComplete: 'new-password' },
  },
  { name: 'email', label: 'email_label', input: { type: 'email', autoComplete: 'email' } },
  { name: 'qqNum', label: 'qq_label', input: { inputMode: 'numeric', autoComplete: 'off' } },
  { name: 'line', label: 'line_label', input: { autoComplete: 'off' } },
  { name: 'whatsapp', label: 'whatsapp_label', input: { type: 'tel', autoComplete: 'off' } },
  { name: 'facebook', label: 'facebook_label', input: { autoComplete: 'off' } },
  { name: 'wechat', label: 'wechat_label', input: { autoComplete: 'off' } },
  { name: 'idNumber', label: 'id_number_label', input: { autoComplete: 'off' } },
  { name: 'recommenderId', label: 'recommender_label', input: { autoComplete: 'off' } },
  { name: 'affiliateCode', label: 'affiliate_code_label', input: { autoComplete: 'off' } },
] as const satisfies readonly {
  name: keyof RegisterPayload;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}[];
type OptionalName = (typeof OPTIONAL_FIELDS)[number]['name'];

/** Used when neither the config nor the country list bounds a mobile number. */
const FALLBACK_MOBILE_MAX = 15;

/** The register popup's body: by username or by mobile number, by the server's rules. */
export const RegisterForm = observer(function RegisterForm({
  onRegistered,
}: {
  onRegistered: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow, system } = useStores();
  const register = useRegisterApi();
  const search = new URLSearchParams(useLocation().search);
  const referralCode = search.get('referralCode') ?? '';
  // An agent's affiliate link (registerCenter) carries its code; the account opens under it.
  const linkAffiliateCode = search.get('affiliateCode') ?? '';
  const mobileAllowed = system.isModuleEnabled(MOBILE_REGISTER_MODULE);
  const [variant, setVariant] = useState<Variant>('username');
  const [values, setValues] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(true);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const { countries, dialing, setDialing, country } = useCountries();
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    void authFlow.loadRules();
  }, [authFlow]);

  const rules = authFlow.rules;
  const rule = (name: string): RegisterFieldRule | undefined => rules?.fields[name];
  const shown = (name: string) => rule(name)?.show ?? false;
  const value = (name: string) => (values[name] ?? '').trim();
  // A payment password is a secret like the password: checked and sent exactly as typed.
  const optionalValue = (name: OptionalName) =>
    name === 'paymentPassword' ? (values[name] ?? '') : value(name);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const mobileShown = variant === 'mobile' || shown('mobileNum');
  const captchaShown = shown('captcha');
  const minimumAge = rules?.minimumAge ?? 18;
  // The public regex config bounds what can be typed; the country decides the digits expected.
  const mobileMaxLength =
    system.status?.registerPatterns.mobileNum?.max ||
    rule('mobileNum')?.max ||
    country?.mobileMax ||
    FALLBACK_MOBILE_MAX;

  useEffect(() => {
    if (captchaShown) void authFlow.refreshCaptcha(true);
  }, [captchaShown, authFlow]);

  const mobileProblem = (): FieldProblem | null => {
    const number = value('mobileNum');
    if (!number) return variant === 'mobile' || rule('mobileNum')?.required ? REQUIRED : null;
    const max = country?.mobileMax || mobileMaxLength;
    const min = country?.mobileMin || rule('mobileNum')?.min || 6;
    return /^\d+$/.test(number) && number.length >= min && number.length <= max
      ? null
      : { key: 'mobile_invalid', values: { count: max } };
  };

  const sms = useSmsCountdown(
    (slider) => register.sendRegisterCode(variant, value('mobileNum'), dialing, slider),
    setWarning,
  );

  const sendCode = () => {
    const problem = mobileProblem();
    setProblems((p) => ({ ...p, mobileNum: problem }));
    if (!problem) void sms.request();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const password = values.password ?? '';
    const confirm = values.confirmPassword ?? '';
    const found: Record<string, FieldProblem | null> = {
      username:
        variant === 'username' ? checkField(rule('username'), value('username'), true) : null,
      password: checkField(rule('password'), password, true),
      confirmPassword: checkConfirmation(password, confirm),
      mobileNum: mobileShown ? mobileProblem() : null,
      verificationCode:
        mobileShown && value('mobileNum') && !value('verificationCode')
          ? { key: 'verification_code_needed' }
          : null,
      terms: terms ? null : { key: 'terms_required' },
      age: ageConfirmed ? null : { key: 'age_confirm_required', values: { age: minimumAge } },
      captcha:
        captchaShown && rule('captcha')?.required && !value('captcha')
          ? { key: 'captcha_required' }
          : null,
    };
    for (const { name } of OPTIONAL_FIELDS) {
      found[name] = shown(name) ? checkField(rule(name), optionalValue(name)) : null;
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    // Only fields the config shows are sent, and only when filled in.
    const optionalFields = Object.fromEntries(
      OPTIONAL_FIELDS.map(({ name }) => [
        name,
        shown(name) ? optionalValue(name) || undefined : undefined,
      ]),
    ) as Partial<Record<OptionalName, string>>;
    const mobileNum = mobileShown ? value('mobileNum') || undefined : undefined;
    const done = await authFlow.register(
      {
        username: variant === 'username' ? value('username') : '',
        password,
        confirmPassword: confirm,
        ageConfirmed,
        mobileNum,
        countryDialingCode: mobileNum ? dialing : undefined,
        verificationCode: mobileNum ? value('verificationCode') : undefined,
        ...optionalFields,
        captcha: captchaShown ? value('captcha') || undefined : undefined,
        referralCode: referralCode || undefined,
        ...(linkAffiliateCode && !optionalFields.affiliateCode
          ? { affiliateCode: linkAffiliateCode }
          : {}),
        domain: window.location.hostname,
        registerUrl: window.location.origin,
      },
      variant,
    );
    if (done) onRegistered();
    // The platform's captcha is single-use: a refused registration needs a new image.
    else if (captchaShown) {
      setValues((v) => ({ ...v, captcha: '' }));
      void authFlow.refreshCaptcha(true);
    }
  };

  const text = (name: string, label: string, extra: Record<string, string> = {}) => (
    <InputField
      label={t(label)}
      name={name}
      value={values[name] ?? ''}
      problem={problems[name]}
      onChange={set(name)}
      {...extra}
    />
  );

  return (
    <div className="auth-form">
      {mobileAllowed && (
        <div className="auth-tabs" role="tablist">
          {(['username', 'mobile'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={variant === name}
              className={variant === name ? 'auth-tab auth-tab--active' : 'auth-tab'}
              onClick={() => {
                setVariant(name);
                setProblems({});
              }}
            >
              {t(name === 'username' ? 'register_by_username' : 'register_by_mobile')}
            </button>
          ))}
        </div>
      )}
      <Form onSubmit={(e) => void submit(e)} noValidate>
        {variant === 'username' && text('username', 'username_label', { autoComplete: 'username' })}
        {text('password', 'password_label', { type: 'password', autoComplete: 'new-password' })}
        {text('confirmPassword', 'confirm_password_label', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {mobileShown && (
          <>
            <div className="field">
              <label htmlFor="register-dialing">{t('country_code_label')}</label>
              <select
                id="register-dialing"
                value={dialing}
                onChange={(e) => setDialing(e.target.value)}
              >
                {countries.map((c) => (
                  <option key={c.countryCode} value={c.dialingCode}>
                    {c.name} +{c.dialingCode}
                  </option>
                ))}
              </select>
            </div>
            {text('mobileNum', 'mobile_label', {
              type: 'tel',
              autoComplete: 'tel-national',
              inputMode: 'numeric',
              maxLength: String(mobileMaxLength),
            })}
            <div className="auth-code">
              {text('verificationCode', 'sms_code_label', { autoComplete: 'one-time-code' })}
              <button
                type="button"
                className="button button--ghost"
                disabled={sms.secondsLeft > 0 || sms.sending}
                onClick={sendCode}
              >
                {sms.secondsLeft > 0
                  ? t('sms_resend_in', { count: sms.secondsLeft })
                  : t('sms_send')}
              </button>
            </div>
            {sms.challenge}
          </>
        )}
        {OPTIONAL_FIELDS.filter(({ name }) => shown(name)).map(({ name, label, input }) => (
          <InputField
            key={name}
            label={rule(name)?.required ? `${t(label)} *` : t(label)}
            name={name}
            {...input}
            aria-required={rule(name)?.required ? true : undefined}
            value={values[name] ?? ''}
            problem={problems[name]}
            onChange={set(name)}
          />
        ))}
        {captchaShown && (
          <div className="auth-captcha">
            <InputField
              label={rule('captcha')?.required ? `${t('captcha_label')} *` : t('captcha_label')}
              name="captcha"
              autoComplete="off"
              inputMode="numeric"
              value={values.captcha ?? ''}
              problem={problems.captcha}
              onChange={set('captcha')}
            />
            <button
              type="button"
              className="auth-captcha__image"
              aria-label={t('captcha_refresh')}
              onClick={() => void authFlow.refreshCaptcha()}
            >
              {authFlow.captchaImage && (
                <img src={authFlow.captchaImage} alt={t('captcha_image')} width={100} height={36} />
              )}
            </button>
          </div>
        )}
        <Check
          checked={ageConfirmed}
          onChange={setAgeConfirmed}
          label={t('age_confirm_label', { age: minimumAge })}
          problem={problems.age}
        />
        <Check
          checked={terms}
          onChange={setTerms}
          label={t('terms_label')}
          problem={problems.terms}
        />
        <TermsPanel />
        <FormError />
        <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
          {t('register')}
        </button>
      </Form>
      {warning && <WarningDialog messageKey={warning} onClose={() => setWarning(null)} />}
      {authFlow.warningKey && (
        <WarningDialog messageKey={authFlow.warningKey} onClose={() => authFlow.dismissWarning()} />
      )}
    </div>
  );
});

const REQUIRED: FieldProblem = { key: 'field_required' };

function Check({
  checked,
  onChange,
  label,
  problem,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  problem?: FieldProblem | null;
}) {
  const t = useFeatureTranslation(authMessages);
  return (
    <div>
      <label className="auth-check">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {problem && <p className="form-error">{t(problem.key, problem.values)}</p>}
    </div>
  );
}
