import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, type Endpoint } from '../../../web/src/api/catalogue';
import { MockStore } from '../../../mocks/src/index.js';
import { PACT_DIR } from '../names';
import { stateHandlers } from './states/index';

/**
 * The contract covers the whole client: every catalogue entry has at least one interaction,
 * and every provider state an interaction names has a handler. Both sides are read when the
 * test runs, so entries and states added by any group are checked without editing this file.
 */
interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  providerStates?: { name: string }[];
}

function readInteractions(): PactInteraction[] {
  if (!fs.existsSync(PACT_DIR)) return [];
  return fs
    .readdirSync(PACT_DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap(
      (f) =>
        (
          JSON.parse(fs.readFileSync(path.join(PACT_DIR, f), 'utf8')) as {
            interactions?: PactInteraction[];
          }
        ).interactions ?? [],
    );
}

/**
 * An interaction exercises an entry when method and path agree. A path ending in `/` takes a
 * parameter after it (the lottery draw by code). Entries that are the same call on the wire
 * (e.g. `setRegister` and `regValidata`) are covered by the same interaction, as they should be.
 */
function exercises(endpoint: Endpoint, interaction: PactInteraction): boolean {
  if (interaction.request.method.toUpperCase() !== endpoint.method) return false;
  const p = interaction.request.path;
  return endpoint.path.endsWith('/') ? p.startsWith(endpoint.path) : p === endpoint.path;
}

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
