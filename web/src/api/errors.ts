/** What went wrong with a call, in terms a screen can act on. */
export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'session-expired' | 'bad-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The platform's message key (or our own), translated by the screen that shows it. */
    readonly messageKey: string,
    readonly status?: number,
    readonly value?: unknown,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** The platform's message key for a failure, for a screen's "try again" line. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'system_error';
}

/**
 * The platform's message key for a failure, as a translation key: some of its keys carry dots
 * (`invalid.payment.pw`), which i18next would read as nesting.
 */
export function platformKey(error: unknown): string {
  return errorKey(error).replace(/\./g, '_');
}
