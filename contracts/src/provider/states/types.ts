import type { VerifierOptions } from '@pact-foundation/pact';

/** Provider state name → handler; each handler resets the stand-in, then seeds what it names. */
export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
