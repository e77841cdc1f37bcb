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
