import { describe, expect, it } from 'vitest';
import { catalogue, type Endpoint } from '../../../web/src/api/catalogue';
import { MockStore } from '../../../mocks/src/index.js';
import { exercises, readInteractions } from './pactFile';
import { stateHandlers } from './states/index';

/**
 * The contract covers the whole client: every catalogue entry has at least one interaction,
 * and every provider state an interaction names has a handler. Both sides are read when the
 * test runs, so entries and states added by any group are checked without editing this file.
 */
describe('contract coverage', () => {
  const interactions = readInteractions();

  it('has a pact to check', () => {
    expect(interactions.length).toBeGreaterThan(0);
  });

  it('has an interaction for every catalogue entry', () => {
    const uncovered = Object.values(catalogue as Record<string, Endpoint>)
      .filter((endpoint) => !interactions.some((i) => exercises(endpoint, i)))
      .map((e) => `${e.name} (${e.method} ${e.path})`);
    expect(uncovered, 'catalogue entries without a contract interaction').toEqual([]);
  });

  it('has a handler for every provider state an interaction names', () => {
    const handled = new Set(Object.keys(stateHandlers(new MockStore())));
    const missing = [
      ...new Set(
        interactions.flatMap((i) =>
          (i.providerStates ?? []).map((s) => s.name).filter((name) => !handled.has(name)),
        ),
      ),
    ];
    expect(missing, 'provider states without a handler').toEqual([]);
  });
});
