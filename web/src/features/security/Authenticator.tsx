import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useMessages } from '../../centre';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton } from '../../ui/form';
import { securityMessages } from './messages';
import type { ProfileStore } from './ProfileStore';

/** The authenticator app: bind with the QR code (or key) and a code, unbind with a code. */
export const Authenticator = observer(function Authenticator({ store }: { store: ProfileStore }) {
  const t = useMessages(securityMessages);
  const [code, setCode] = useState('');
  const [changed, setChanged] = useState<'bound' | 'unbound' | null>(null);
  const offer = store.authenticator.value;
  const state = store.forms.authenticator;

  useEffect(() => {
    void store.loadAuthenticator();
  }, [store]);

  if (!offer) {
    return store.authenticator.errorKey ? (
      <div role="alert" className="security-failed">
        <p>{t('sec_auth_failed')}</p>
        <button type="button" className="button" onClick={() => void store.loadAuthenticator()}>
          {t.error('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t.error('loading')}</p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChanged(null);
    const done = offer.bound
      ? await store.unbindAuthenticator(code)
      : await store.bindAuthenticator(code);
    if (done) {
      setCode('');
      setChanged(offer.bound ? 'unbound' : 'bound');
    }
  };

  return (
    <Form className="security-auth" onSubmit={(e) => void submit(e)} noValidate>
      <p data-testid="authenticator-state">{offer.bound ? t('sec_auth_on') : t('sec_auth_off')}</p>
      {!offer.bound && (
        <div className="security-auth__offer">
          <p>{t('sec_auth_scan')}</p>
          {offer.qrCode && (
            <img src={offer.qrCode} alt={t('sec_auth_qr_alt')} width={156} height={156} />
          )}
          <p>
            {t('sec_auth_key')}: <code data-testid="authenticator-secret">{offer.secret}</code>
          </p>
        </div>
      )}
      <Field label={t('sec_auth_code')} hint={offer.bound ? t('sec_auth_unbind_hint') : undefined}>
        <input
          type="text"
          name="authenticatorCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <FormError message={state.errorKey ? t.error(state.errorKey) : null} />
      <FormNotice
        message={changed ? t(changed === 'bound' ? 'sec_auth_bound' : 'sec_auth_unbound') : null}
      />
      <SubmitButton busy={state.busy}>
        {offer.bound ? t('sec_auth_unbind') : t('sec_auth_bind')}
      </SubmitButton>
    </Form>
  );
});
