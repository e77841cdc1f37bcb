import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { WithdrawType } from '../../api/client/withdraw';
import { useFeatureStore, useMessages } from '../../centre';
import { Form, Modal } from '../../ui';
import {
  Field,
  FormError,
  FormNotice,
  formatMajor,
  formatMinor,
  MoneyInput,
  parseMoney,
  SubmitButton,
  useCountdown,
  useSubmissionRef,
} from '../../ui/form';
import {
  BindAccountForm,
  createBankCardsStore,
  createPaymentPasswordStore,
  SetPaymentPasswordForm,
} from './accounts';
import { withdrawMessages } from './messages';
import { createWithdrawStore } from './WithdrawStore';

type Step = 'edit' | 'confirm';
type Dialog = 'bind' | 'password' | null;

const CODE_PROBLEMS = [
  'wd_code_required',
  'verification_code_required',
  'verification_code_error',
  'verification_code_expired',
];
const PASSWORD_PROBLEMS = ['wd_password_required', 'invalid_payment_pw'];

/**
 * A withdrawal: the account paid to (a bound one is required, with a way to bind one here), the
 * amount checked against the limits and the balance as it is typed, the payment password, the
 * SMS code when the settings ask for it, then the charges shown before the member confirms.
 */
export const WithdrawForm = observer(function WithdrawForm() {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createWithdrawStore);
  const cards = useFeatureStore(createBankCardsStore);
  const passwords = useFeatureStore(createPaymentPasswordStore);
  const submission = useSubmissionRef();
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [codeLeft, startCodeCountdown] = useCountdown();
  const settings = store.settings;

  const account = cards.accounts.find((a) => a.id === accountId) ?? cards.defaultAccount ?? null;
  const type: WithdrawType = account?.type ?? 'BC';
  const parsed = parseMoney(amount);
  const amountMinor = parsed.ok ? parsed.minor : null;
  const amountProblem = store.amountProblem(amount, type);
  const needsCode = amountMinor !== null && store.needsSmsCode(amountMinor);
  const limits = store.limitsFor(type);

  const dialogs = (
    <>
      {dialog === 'bind' && (
        <Modal
          name="bindAccount"
          title={t('wd_bind_account')}
          onClose={() => setDialog(null)}
          size="large"
        >
          <BindAccountForm onDone={() => setDialog(null)} onCancel={() => setDialog(null)} />
        </Modal>
      )}
      {dialog === 'password' && (
        <Modal
          name="setPaymentPassword"
          title={t('wd_set_password')}
          onClose={() => setDialog(null)}
          size="large"
        >
          <SetPaymentPasswordForm onDone={() => setDialog(null)} onCancel={() => setDialog(null)} />
        </Modal>
      )}
    </>
  );

  if (cards.state === 'ready' && cards.accounts.length === 0) {
    return (
      <div className="withdraw-prerequisite">
        <p>{t('wd_no_account')}</p>
        <button type="button" className="button" onClick={() => setDialog('bind')}>
          {t('wd_bind_account')}
        </button>
        {dialogs}
      </div>
    );
  }
  if (passwords.isSet === false) {
    return (
      <div className="withdraw-prerequisite">
        <FormNotice message={notice} />
        <p>{t('wd_no_password')}</p>
        <button type="button" className="button" onClick={() => setDialog('password')}>
          {t('wd_set_password')}
        </button>
        {dialogs}
      </div>
    );
  }

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setNotice(null);
    if (amountProblem || amountMinor === null || !account) return;
    if (!password) return setProblem('wd_password_required');
    if (needsCode && !code.trim()) return setProblem('wd_code_required');
    setProblem(null);
    void store.quote(amountMinor, type);
    setStep('confirm');
  };

  const confirm = async () => {
    if (amountMinor === null || !account) return;
    setBusy(true);
    const requestId = submission.for({ amountMinor, accountId: account.id });
    const outcome = await store.withdraw({
      amountMinor,
      accountId: account.id,
      accountType: account.type,
      password,
      code: needsCode ? code : '',
      requestId,
    });
    setBusy(false);
    if (outcome.ok) {
      submission.done();
      setNotice(t('wd_done', { amount: formatMinor(amountMinor) }));
      setAmount('');
      setPassword('');
      setCode('');
      setTouched(false);
      setStep('edit');
      return;
    }
    setProblem(outcome.errorKey);
    setStep('edit');
  };

  const sendCode = async () => {
    const outcome = await store.sendSmsCode();
    if (outcome.ok) {
      setCodeNotice(t('wd_code_sent', { minutes: outcome.minutes }));
      startCodeCountdown(outcome.minutes);
      if (problem && CODE_PROBLEMS.includes(problem)) setProblem(null);
    } else {
      setCodeNotice(null);
      setProblem(outcome.errorKey);
    }
  };

  if (step === 'confirm' && amountMinor !== null && account) {
    const charges = store.charges;
    return (
      <div className="withdraw-confirm" role="group" aria-labelledby="withdraw-confirm-title">
        <h4 id="withdraw-confirm-title">{t('wd_confirm_title')}</h4>
        <dl className="facts">
          <dt>{t('wd_account')}</dt>
          <dd>
            {account.bankName} {account.cardNo}
          </dd>
          <dt>{t('wd_amount')}</dt>
          <dd>{formatMinor(amountMinor)}</dd>
          {charges && (
            <>
              {charges.handlingCharge > 0 && (
                <>
                  <dt>{t('wd_handling')}</dt>
                  <dd>{formatMajor(charges.handlingCharge)}</dd>
                </>
              )}
              {charges.penaltyCharge > 0 && (
                <>
                  <dt>{t('wd_penalty')}</dt>
                  <dd>{formatMajor(charges.penaltyCharge)}</dd>
                </>
              )}
              <dt>{t('wd_charges')}</dt>
              <dd data-testid="withdraw-charges">{formatMajor(charges.totalCharges)}</dd>
              <dt>{t('wd_you_receive')}</dt>
              <dd data-testid="withdraw-receive">{formatMajor(charges.actualAmount)}</dd>
            </>
          )}
        </dl>
        {!charges && <p role="status">{t.error('loading')}</p>}
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={busy || !charges}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {t('wd_submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setStep('edit')}>
            {t('wd_back')}
          </button>
        </div>
      </div>
    );
  }

  const closed = settings !== null && !settings.withdrawOpen;
  return (
    <>
      <Form className="withdraw-form" onSubmit={review} noValidate>
        <FormNotice message={notice} />
        {closed && settings && (
          <p role="status">{t('wd_window_closed', { from: settings.withdrawDateFrom })}</p>
        )}
        <Field label={t('wd_account')}>
          <select value={account?.id ?? ''} onChange={(e) => setAccountId(e.target.value)}>
            {cards.accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.bankName} {a.cardNo}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" className="button button--ghost" onClick={() => setDialog('bind')}>
          {t('wd_bind_account')}
        </button>
        <Field
          label={t('wd_amount')}
          hint={t('wd_limits', { min: formatMajor(limits.min), max: formatMajor(limits.max) })}
          error={touched && amountProblem ? t.error(amountProblem.key, amountProblem.values) : null}
        >
          <MoneyInput
            value={amount}
            onValueChange={(text) => {
              setAmount(text);
              setTouched(true);
            }}
          />
        </Field>
        {settings && settings.fixedWithdrawAmounts.length > 0 && (
          <div className="chips" role="group" aria-label={t('wd_quick_amounts')}>
            {settings.fixedWithdrawAmounts.map((a) => (
              <button
                key={a}
                type="button"
                className="chip"
                aria-pressed={amountMinor === Math.round(a * 100)}
                onClick={() => {
                  setAmount(a.toFixed(2));
                  setTouched(true);
                }}
              >
                {formatMajor(a)}
              </button>
            ))}
          </div>
        )}
        <Field
          label={t('wd_password')}
          error={problem && PASSWORD_PROBLEMS.includes(problem) ? t.error(problem) : null}
        >
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {needsCode && settings && (
          <div className="code-row">
            <Field
              label={t('wd_code')}
              hint={
                codeNotice ??
                (settings.mobileVerificationType === 'EVERY_WITHDRAWAL'
                  ? t('wd_code_hint_every')
                  : t('wd_code_hint_amount', {
                      amount: formatMajor(settings.mobileVerificationWithdrawAmount),
                    }))
              }
              error={problem && CODE_PROBLEMS.includes(problem) ? t.error(problem) : null}
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
              disabled={codeLeft > 0}
              onClick={() => void sendCode()}
            >
              {codeLeft > 0 ? t('wd_resend_in', { seconds: codeLeft }) : t('wd_send_code')}
            </button>
          </div>
        )}
        <FormError
          message={
            problem && ![...CODE_PROBLEMS, ...PASSWORD_PROBLEMS].includes(problem)
              ? t.error(problem)
              : null
          }
        />
        <SubmitButton busy={false} disabled={closed}>
          {t('wd_review')}
        </SubmitButton>
      </Form>
      {dialogs}
    </>
  );
});
