import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { VerificationMethod } from '../../api/types';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { InputField, type FieldProblem } from '../../ui/form';
import { FormError } from './FormError';
import { useSmsCountdown } from './smsCountdown';
import { WarningDialog } from './WarningDialog';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

const METHOD_LABEL: Record<VerificationMethod, string> = {
  sms: 'verify_by_sms',
  email: 'verify_by_email',
  payeeName: 'verify_by_payee',
  totp: 'verify_by_totp',
};

/** The second factor the platform asks for when the sign-in comes from a new IP. */
export const VerifyForm = observer(function VerifyForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useFeatureTranslation(authMessages);
  const { authFlow } = useStores();
  const methods = authFlow.verification?.methods ?? [];
  const [method, setMethod] = useState<VerificationMethod>(methods[0] ?? 'totp');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const sendable = method === 'sms' || method === 'email';
  const sms = useSmsCountdown(
    () => authFlow.sendVerificationCode(method === 'email' ? 'email' : 'sms'),
    setWarning,
    // The password already proved who is signing in; this code goes to their own phone or inbox.
    { slider: false },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = answer.trim();
    if (!value) {
      setProblem({ key: method === 'payeeName' ? 'field_required' : 'verification_code_needed' });
      return;
    }
    setProblem(null);
    const done = await authFlow.verify(
      method === 'payeeName' ? { method, payeeName: value } : { method, code: value },
    );
    if (done) onSignedIn();
  };

  const target =
    method === 'sms'
      ? authFlow.verification?.maskedMobile
      : method === 'email'
        ? authFlow.verification?.maskedEmail
        : '';

  return (
    <Form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('verify_intro')}</p>
      {methods.length > 1 && (
        <div className="auth-tabs" role="tablist">
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={m === method}
              className={m === method ? 'auth-tab auth-tab--active' : 'auth-tab'}
              onClick={() => {
                setMethod(m);
                setAnswer('');
              }}
            >
              {t(METHOD_LABEL[m])}
            </button>
          ))}
        </div>
      )}
      {target && <p>{t('verify_sent_to', { target })}</p>}
      <div className="auth-code">
        <InputField
          label={t(method === 'payeeName' ? 'payee_name_label' : 'verification_code_label')}
          name="verification"
          autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'}
          value={answer}
          problem={problem}
          onChange={(e) => setAnswer(e.target.value)}
        />
        {sendable && (
          <button
            type="button"
            className="button button--ghost"
            disabled={sms.secondsLeft > 0 || sms.sending}
            onClick={() => void sms.request()}
          >
            {sms.secondsLeft > 0 ? t('sms_resend_in', { count: sms.secondsLeft }) : t('sms_send')}
          </button>
        )}
      </div>
      <FormError />
      <button type="submit" className="button auth-submit" disabled={authFlow.busy}>
        {t('verify_submit')}
      </button>
      {warning && <WarningDialog messageKey={warning} onClose={() => setWarning(null)} />}
    </Form>
  );
});
