import { errorKey } from '../../centre';

/**
 * The platform's message key for a failure, as a translation key: some of its keys carry dots
 * (`invalid.payment.pw`), which i18next would read as nesting.
 */
export function platformKey(error: unknown): string {
  return errorKey(error).replace(/\./g, '_');
}
