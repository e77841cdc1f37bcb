import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { CONSUMER, PACT_DIR, PROVIDER } from '../names';

/** One Pact per test file; every file writes into the same pact file (runs are sequential). */
export function newPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** Seed members named by provider states (mocks/src/state/seed/members.ts). */
export const PLAYER = { account: 'player1', token: 'player1-token' };

/** A refusal in the platform's envelope; only the message key is read by the UI. */
export function refusal(message: string, value?: unknown) {
  return value === undefined
    ? { success: false, message: MatchersV3.string(message) }
    : { success: false, message: MatchersV3.string(message), value };
}

/** The stand-in's answer to a missing, unknown or expired token. */
export const SESSION_ENDED = { success: false, message: 'please_login_first' };

export async function expectRefusal(promise: Promise<unknown>, messageKey: string) {
  await expect(promise).rejects.toMatchObject({ kind: 'server', messageKey });
}

export async function expectSessionExpired(promise: Promise<unknown>) {
  await expect(promise).rejects.toMatchObject({
    kind: 'session-expired',
    messageKey: 'please_login_first',
  });
}
