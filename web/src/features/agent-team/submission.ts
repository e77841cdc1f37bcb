import type { LoadState } from '../../centre/Loadable';

/** A change sent to the platform: under way, done, or refused with the refusal's message key. */
export interface Submission {
  state: LoadState;
  errorKey: string | null;
}

export const NOT_SENT: Submission = { state: 'idle', errorKey: null };
