import { useId } from 'react';
import { useMessages } from '../../centre';
import { Field } from '../../ui/form';
import { pointMallMessages } from './messages';
import type { PasswordKind } from './PointMallStore';

/** The password a `passwordCheck` call is confirmed with: login or payment, as the member picks. */
export function PasswordConfirm({
  kind,
  onKind,
  password,
  onPassword,
  problem,
}: {
  kind: PasswordKind;
  onKind: (kind: PasswordKind) => void;
  password: string;
  onPassword: (password: string) => void;
  problem: string | null;
}) {
  const t = useMessages(pointMallMessages);
  const name = useId();
  return (
    <>
      <fieldset className="point-password-kind">
        <legend>{t('pm_password_kind')}</legend>
        {(['login', 'payment'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name={name}
              value={k}
              checked={kind === k}
              onChange={() => onKind(k)}
            />{' '}
            {t(k === 'login' ? 'pm_password_login' : 'pm_password_payment')}
          </label>
        ))}
      </fieldset>
      <Field
        label={t(kind === 'login' ? 'pm_password_login' : 'pm_password_payment')}
        error={problem}
      >
        <input
          type="password"
          autoComplete={kind === 'login' ? 'current-password' : 'off'}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field>
    </>
  );
}
