import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../centre';
import { errorKey } from '../../api/errors';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton, useCountdown } from '../../ui/form';
import { securityMessages } from './messages';
import type { FormState } from './ProfileStore';

/**
 * Binds a new mobile or e-mail: send a code to it (then wait out the countdown before asking
 * again), type the code, bind. What was typed stays when the platform refuses.
 */
export const BindWithCode = observer(function BindWithCode({
  kind,
  current,
  state,
  send,
  bind,
}: {
  kind: 'mobile' | 'email';
  /** The bound address as the platform shows it (masked), '' when none. */
  current: string;
  state: FormState;
  send: (address: string) => Promise<number>;
  bind: (address: string, code: string) => Promise<boolean>;
}) {
  const t = useMessages(securityMessages);
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const isMobile = kind === 'mobile';
  const title = isMobile
    ? t(current ? 'sec_mobile_change' : 'sec_mobile_bind')
    : t(current ? 'sec_email_change' : 'sec_email_bind');

  const sendCode = async () => {
    if (sending || secondsLeft > 0) return;
    setSending(true);
    setSendError(null);
    try {
      const minutes = await send(address);
      setSentMinutes(minutes);
      startCountdown(minutes);
    } catch (error) {
      setSendError(errorKey(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await bind(address, code)) {
      setOpen(false);
      setAddress('');
      setCode('');
      setSentMinutes(null);
    }
  };

  if (!open) {
    return (
      <>
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {title}
        </button>
        <FormNotice
          message={state.done ? t(isMobile ? 'sec_mobile_bound' : 'sec_email_bound') : null}
        />
      </>
    );
  }

  return (
    <Form className="bind-form" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{title}</h4>
      <div className="bind-form__row">
        <Field label={t(isMobile ? 'sec_mobile_new' : 'sec_email_new')}>
          <input
            type={isMobile ? 'tel' : 'email'}
            name={kind}
            inputMode={isMobile ? 'numeric' : 'email'}
            autoComplete={isMobile ? 'tel-national' : 'email'}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </Field>
        <button
          type="button"
          className="button button--ghost bind-form__send"
          disabled={sending || secondsLeft > 0}
          onClick={() => void sendCode()}
        >
          {secondsLeft > 0 ? t('sec_resend_in', { seconds: secondsLeft }) : t('sec_send_code')}
        </button>
      </div>
      <FormError message={sendError ? t.error(sendError) : null} />
      <FormNotice
        message={sentMinutes !== null ? t('sec_code_sent', { minutes: sentMinutes }) : null}
      />
      <Field label={t('sec_code')}>
        <input
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <FormError message={state.errorKey ? t.error(state.errorKey) : null} />
      <div className="security-actions">
        <SubmitButton busy={state.busy}>{t('sec_bind')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          {t('sec_cancel')}
        </button>
      </div>
    </Form>
  );
});
