import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFeatureStore, useMessages, type FeatureT } from '../../../centre';
import { Form } from '../../../ui';
import { Field, FormError, SubmitButton, useCountdown } from '../../../ui/form';
import type { Outcome } from './BankCardsStore';
import { bankCardsMessages } from './messages';
import { createPaymentPasswordStore } from './PaymentPasswordStore';

type Keys = typeof bankCardsMessages extends { keys?: infer K } ? NonNullable<K> : never;

/** Where each refusal is shown: under the field it concerns, else for the whole form. */
const NEW_PROBLEMS = [
  'pp_format',
  'pp_mismatch',
  'payment_password_format',
  'confirm_password_mismatch',
  'payment_password_same_as_login',
];

/** A password box; the ids and ARIA links `Field` gives it reach the input. */
function PasswordInput({
  value,
  onChange,
  autoComplete,
  ...aria
}: {
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <input
      {...aria}
      type="password"
      inputMode={autoComplete === 'current-password' ? undefined : 'numeric'}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The shared frame: submit, show a refusal, report success. */
function usePasswordForm(t: FeatureT<Keys>, onDone?: () => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (event: FormEvent, action: () => Promise<Outcome>) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    setProblem(outcome.ok ? null : outcome.errorKey);
    if (outcome.ok) onDone?.();
  };
  const under = (keys: readonly string[]) =>
    problem && keys.includes(problem) ? t.error(problem) : null;
  return { busy, problem, run, under };
}

function NewPasswordFields({
  t,
  password,
  confirm,
  setPassword,
  setConfirm,
  error,
}: {
  t: FeatureT<Keys>;
  password: string;
  confirm: string;
  setPassword: (v: string) => void;
  setConfirm: (v: string) => void;
  error: string | null;
}) {
  return (
    <>
      <Field label={t('pp_new')} error={error}>
        <PasswordInput value={password} onChange={setPassword} autoComplete="new-password" />
      </Field>
      <Field label={t('pp_confirm')}>
        <PasswordInput value={confirm} onChange={setConfirm} autoComplete="new-password" />
      </Field>
    </>
  );
}

function Actions({
  busy,
  label,
  onCancel,
  t,
}: {
  busy: boolean;
  label: ReactNode;
  onCancel?: () => void;
  t: FeatureT<Keys>;
}) {
  return (
    <div className="form-actions">
      <SubmitButton busy={busy}>{label}</SubmitButton>
      {onCancel && (
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.error('cancel')}
        </button>
      )}
    </div>
  );
}

/** The first payment password, proved with the sign-in password. */
export const SetPaymentPasswordForm = observer(function SetPaymentPasswordForm({
  onDone,
  onCancel,
}: {
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createPaymentPasswordStore);
  const [loginPassword, setLoginPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = usePasswordForm(t, onDone);
  return (
    <Form
      onSubmit={(e) => void form.run(e, () => store.set({ loginPassword, password, confirm }))}
      noValidate
    >
      <Field label={t('pp_login_password')} error={form.under(['pp_required', 'password_error'])}>
        <PasswordInput
          value={loginPassword}
          onChange={setLoginPassword}
          autoComplete="current-password"
        />
      </Field>
      <NewPasswordFields
        t={t}
        password={password}
        confirm={confirm}
        setPassword={setPassword}
        setConfirm={setConfirm}
        error={form.under(NEW_PROBLEMS)}
      />
      <FormError
        message={
          form.problem && ![...NEW_PROBLEMS, 'pp_required', 'password_error'].includes(form.problem)
            ? t.error(form.problem)
            : null
        }
      />
      <Actions busy={form.busy} label={t('pp_set_submit')} onCancel={onCancel} t={t} />
    </Form>
  );
});

/** A new payment password in place of the current one. */
export const ChangePaymentPasswordForm = observer(function ChangePaymentPasswordForm({
  onDone,
  onCancel,
}: {
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createPaymentPasswordStore);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = usePasswordForm(t, onDone);
  const oldProblems = ['invalid_payment_pw'];
  return (
    <Form
      onSubmit={(e) => void form.run(e, () => store.change({ old, password, confirm }))}
      noValidate
    >
      <Field label={t('pp_old')} error={form.under(oldProblems)}>
        <PasswordInput value={old} onChange={setOld} autoComplete="off" />
      </Field>
      <NewPasswordFields
        t={t}
        password={password}
        confirm={confirm}
        setPassword={setPassword}
        setConfirm={setConfirm}
        error={form.under(NEW_PROBLEMS)}
      />
      <FormError
        message={
          form.problem && ![...NEW_PROBLEMS, ...oldProblems].includes(form.problem)
            ? t.error(form.problem)
            : null
        }
      />
      <Actions busy={form.busy} label={t('pp_change_submit')} onCancel={onCancel} t={t} />
    </Form>
  );
});

/** A forgotten payment password, replaced with the SMS code sent to the member's mobile. */
export const ResetPaymentPasswordForm = observer(function ResetPaymentPasswordForm({
  onDone,
  onCancel,
}: {
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useMessages(bankCardsMessages);
  const store = useFeatureStore(createPaymentPasswordStore);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();
  const form = usePasswordForm(t, onDone);
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const codeProblems = ['pp_code_required', 'verification_code_error', 'verification_code_expired'];

  const send = async () => {
    setSending(true);
    const outcome = await store.sendResetCode();
    setSending(false);
    if (outcome.ok) {
      setSendProblem(null);
      setSent(t('pp_code_sent', { minutes: outcome.minutes }));
      startCountdown(outcome.minutes);
    } else {
      setSent(null);
      setSendProblem(outcome.errorKey);
    }
  };

  return (
    <Form
      onSubmit={(e) => void form.run(e, () => store.reset({ code, password, confirm }))}
      noValidate
    >
      <div className="code-row">
        <Field
          label={t('pp_code')}
          hint={sent}
          error={sendProblem ? t.error(sendProblem) : form.under(codeProblems)}
        >
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending || left > 0}
          onClick={() => void send()}
        >
          {left > 0 ? t('pp_resend_in', { seconds: left }) : t('pp_send_code')}
        </button>
      </div>
      <NewPasswordFields
        t={t}
        password={password}
        confirm={confirm}
        setPassword={setPassword}
        setConfirm={setConfirm}
        error={form.under(NEW_PROBLEMS)}
      />
      <FormError
        message={
          form.problem && ![...NEW_PROBLEMS, ...codeProblems].includes(form.problem)
            ? t.error(form.problem)
            : null
        }
      />
      <Actions busy={form.busy} label={t('pp_reset_submit')} onCancel={onCancel} t={t} />
    </Form>
  );
});
