import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '../../../web/src/api/catalogue';
import { CONSUMER, PACT_DIR } from '../names';

/** The parts of a pact interaction the contract's own checks read. */
export interface PactInteraction {
  description: string;
  request: {
    method: string;
    path: string;
    headers?: Record<string, string | string[]>;
    matchingRules?: {
      header?: Record<string, { matchers?: { match: string; regex?: string }[] }>;
    };
  };
  response: { status: number; body?: { content?: unknown } };
  providerStates?: { name: string }[];
}

/**
 * Every interaction of one consumer's pact files: the web client's unless another is named (the
 * gateway's own calls follow other rules: they carry the token, not the browser's cookie).
 */
export function readInteractions(consumer = CONSUMER): PactInteraction[] {
  if (!fs.existsSync(PACT_DIR)) return [];
  return fs
    .readdirSync(PACT_DIR)
    .filter((f) => f.startsWith(`${consumer}-`) && f.endsWith('.json'))
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
export function exercises(endpoint: Endpoint, interaction: PactInteraction): boolean {
  if (interaction.request.method.toUpperCase() !== endpoint.method) return false;
  const p = interaction.request.path;
  return endpoint.path.endsWith('/') ? p.startsWith(endpoint.path) : p === endpoint.path;
}

/** A request header of an interaction by name, any case; the names are case-insensitive. */
export function headerOf(interaction: PactInteraction, name: string): string | undefined {
  const entry = Object.entries(interaction.request.headers ?? {}).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  );
  if (!entry) return undefined;
  return Array.isArray(entry[1]) ? entry[1].join(', ') : entry[1];
}

/** The regular expressions a request header is matched by, any case. */
export function headerRegexes(interaction: PactInteraction, name: string): RegExp[] {
  return Object.entries(interaction.request.matchingRules?.header ?? {})
    .filter(([key]) => key.toLowerCase() === name.toLowerCase())
    .flatMap(([, rule]) => rule.matchers ?? [])
    .flatMap((m) => (m.match === 'regex' && m.regex !== undefined ? [new RegExp(m.regex)] : []));
}
