import { Link, useLocation } from 'react-router-dom';
import { useMessages } from '../../centre';
import { pointMallMessages } from './messages';

/** Asks a visitor to sign in, and brings them back here afterwards. */
export function SignInPrompt() {
  const t = useMessages(pointMallMessages);
  const location = useLocation();
  return (
    <p className="point-sign-in">
      {t('pm_sign_in_prompt')}{' '}
      <Link className="button button--small" to="/login" state={{ from: location }}>
        {t('pm_sign_in')}
      </Link>
    </p>
  );
}
