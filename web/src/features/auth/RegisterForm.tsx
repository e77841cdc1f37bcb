import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Country, RegisterFieldRule } from '../../api/types';
import { useStores } from '../../stores/StoreContext';
import { Field } from './Field';
import { checkField, type FieldProblem } from './fieldRules';
import { FormError } from './FormError';
import { useSmsCountdown } from './smsCountdown';
import { WarningDialog } from './WarningDialog';

/** The whitelabel module that opens the mobile registration tab. */
export const MOBILE_REGISTER_MODULE = 'MOBILENUMREG3';

type Variant = 'username' | 'mobile';

/** Optional fields the registration call carries, shown when the server's config enables them. */
const OPTIONAL_FIELDS = [
  { name: 'payeeName', label: 'payee_name_label', autoComplete: 'name' },
  { name: 'email', label: 'email_label', autoComplete: 'email' },
  { name: 'affiliateCode', label: 'affiliate_code_label', autoComplete: 'off' },
] as const;
type OptionalName = (typeof OPTIONAL_FIELDS)[number]['name'];

/** The register popup's body: by username or by mobile number, by the server's rules. */
export const RegisterForm = observer(function RegisterForm({
  onRegistered,
}: {
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const { authFlow, system, api } = useStores();
  const referralCode = new URLSearchParams(useLocation().search).get('referralCode') ?? '';
  const mobileAllowed = system.isModuleEnabled(MOBILE_REGISTER_MODULE);
  const [variant, setVariant] = useState<Variant>('username');
  const [values, setValues] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(true);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [countries, setCountries] = useState<Country[]>([]);
  const [dialing, setDialing] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem | null>>({});
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    void authFlow.loadRules();
    let live = true;
    api.register
      .getCountries()
      .then((list) => {
        if (!live) return;
        setCountries(list);
        setDialing((current) => current || (list[0]?.dialingCode ?? ''));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [authFlow, api]);

  const rules = authFlow.rules;
  const rule = (name: string): RegisterFieldRule | undefined => rules?.fields[name];
  const shown = (name: string) => rule(name)?.show ?? false;
  const value = (name: string) => (values[name] ?? '').trim();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const country = countries.find((c) => c.dialingCode === dialing);
  const mobileShown = variant === 'mobile' || shown('mobileNum');
  const minimumAge = rules?.minimumAge ?? 18;

  const mobileProblem = (): FieldProblem | null => {
    const number = value('mobileNum');
    if (!number) return variant === 'mobile' || rule('mobileNum')?.required ? REQUIRED : null;
    const max = country?.mobileMax || rule('mobileNum')?.max || 15;
    const min = country?.mobileMin || rule('mobileNum')?.min || 6;
    return /^\d+$/.test(number) && number.length >= min && number.length <= max
      ? null
      : { key: 'mobile_invalid', values: { count: max } };
  };

  const sms = useSmsCountdown(
    () => api.register.sendRegisterCode(variant, value('mobileNum'), dialing),
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
      confirmPassword: !confirm
        ? REQUIRED
        : confirm !== password
          ? { key: 'password_confirm_mismatch' }
          : null,
      mobileNum: mobileShown ? mobileProblem() : null,
      verificationCode:
        mobileShown && value('mobileNum') && !value('verificationCode')
          ? { key: 'verification_code_needed' }
          : null,
      terms: terms ? null : { key: 'terms_required' },
      age: ageConfirmed ? null : { key: 'age_confirm_required', values: { age: minimumAge } },
    };
    for (const { name } of OPTIONAL_FIELDS) {
      found[name] = shown(name) ? checkField(rule(name), value(name)) : null;
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const optional = (name: OptionalName) => (shown(name) ? value(name) || undefined : undefined);
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
        payeeName: optional('payeeName'),
        email: optional('email'),
        affiliateCode: optional('affiliateCode'),
        referralCode: referralCode || undefined,
        domain: window.location.hostname,
        registerUrl: window.location.origin,
      },
      variant,
    );
    if (done) onRegistered();
  };

  const text = (name: string, label: string, extra: Record<string, string> = {}) => (
    <Field
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
      <form onSubmit={(e) => void submit(e)} noValidate>
        {variant === 'username' && text('username', 'username_label', { autoComplete: 'username' })}
        {text('password', 'password_label', { type: 'password', autoComplete: 'new-password' })}
        {text('confirmPassword', 'confirm_password_label', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {mobileShown && (
          <>
            <div className="auth-field">
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
              maxLength: String(country?.mobileMax || rule('mobileNum')?.max || 15),
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
          </>
        )}
        {OPTIONAL_FIELDS.filter(({ name }) => shown(name)).map(({ name, label, autoComplete }) => (
          <Field
            key={name}
            label={rule(name)?.required ? `${t(label)} *` : t(label)}
            name={name}
            autoComplete={autoComplete}
            value={values[name] ?? ''}
            problem={problems[name]}
            onChange={set(name)}
          />
        ))}
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
        <FormError />
        <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
          {t('register')}
        </button>
      </form>
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
  const { t } = useTranslation();
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
