import { runInAction } from 'mobx';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';

/** A change sent to the platform: under way, done, or refused with the refusal's message key. */
export interface Submission {
  state: LoadState;
  errorKey: string | null;
}

export const NOT_SENT: Submission = { state: 'idle', errorKey: null };

/** Runs `send`, keeping where it stands through `keep`; answers whether it went through. */
export async function submit(
  keep: (submission: Submission) => void,
  send: () => Promise<unknown>,
): Promise<boolean> {
  runInAction(() => keep({ state: 'loading', errorKey: null }));
  try {
    await send();
    runInAction(() => keep({ state: 'ready', errorKey: null }));
    return true;
  } catch (error) {
    runInAction(() => keep({ state: 'failed', errorKey: errorKey(error) }));
    return false;
  }
}
