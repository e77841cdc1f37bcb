import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { errorKey } from '../../api/errors';
import type { SocialProvider } from '../../api/types';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** Each provider's whitelabel module and the name players know it by (not translated). */
export const SOCIAL_PROVIDERS: readonly {
  provider: SocialProvider;
  module: string;
  name: string;
}[] = [
  { provider: 'facebook', module: 'FBLOGIN3', name: 'Facebook' },
  { provider: 'google', module: 'GGLOGIN3', name: 'Google' },
  { provider: 'line', module: 'LINELOGIN3', name: 'LINE' },
];

/**
 * Social sign-in buttons, one per provider whose module is on (none on the agent page). The
 * provider adapter here is the local stand-in: in place of the provider's own window it asks
 * for the player's name at the provider and gets the identity token from the stand-in; a live
 * adapter would get the same token from the provider's SDK and hand it to the same sign-in.
 */
export const SocialSignIn = observer(function SocialSignIn({
  onSignedIn,
}: {
  onSignedIn: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { system } = useStores();
  const [open, setOpen] = useState<(typeof SOCIAL_PROVIDERS)[number] | null>(null);
  const offered = SOCIAL_PROVIDERS.filter((p) => system.isModuleEnabled(p.module));
  if (offered.length === 0) return null;

  if (open) {
    return <StandInProvider provider={open} onDone={() => setOpen(null)} onSignedIn={onSignedIn} />;
  }

  return (
    <div className="auth-social" role="group" aria-label={t('social_divider')}>
      <p>{t('social_divider')}</p>
      {offered.map((p) => (
        <button
          key={p.provider}
          type="button"
          className="button button--ghost auth-submit"
          onClick={() => setOpen(p)}
        >
          {t('social_continue', { provider: p.name })}
        </button>
      ))}
    </div>
  );
});

const StandInProvider = observer(function StandInProvider({
  provider,
  onDone,
  onSignedIn,
}: {
  provider: (typeof SOCIAL_PROVIDERS)[number];
  onDone: () => void;
  onSignedIn: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { api, authFlow } = useStores();
  const id = useId();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const allow = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setFailure('field_required');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const idToken = await api.session.authorizeWithStandInProvider(provider.provider, name);
      onDone();
      if (await authFlow.loginBySocial(provider.provider, idToken)) onSignedIn();
    } catch (error) {
      setFailure(errorKey(error));
      setBusy(false);
    }
  };

  const close = () => {
    authFlow.socialCancelled();
    onDone();
  };

  return (
    <Form
      className="auth-social"
      role="group"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void allow(e)}
      noValidate
    >
      <p id={`${id}-title`} className="slider-check__title">
        {t('social_stand_in_title', { provider: provider.name })}
      </p>
      <p>{t('social_stand_in_body', { provider: provider.name })}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('social_name_label', { provider: provider.name })}</label>
        <input
          id={`${id}-name`}
          autoComplete="username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={failure ? true : undefined}
        />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {t(failure, { defaultValue: t('unknown_error') })}
        </p>
      )}
      <div className="slider-check__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('social_allow')}
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          {t('close')}
        </button>
      </div>
    </Form>
  );
});
