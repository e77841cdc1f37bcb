import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from '../config.js';

/**
 * docs/OPERATIONS.md against what it documents: every variable the gateway and the stand-in
 * read, with the default the code really has, and a section for every alert that links to it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = fs.readFileSync(path.join(ROOT, 'docs/OPERATIONS.md'), 'utf8');
const alerts = fs.readFileSync(path.join(ROOT, 'deploy/prometheus/alerts.yml'), 'utf8');

type Schema = z.ZodObject<Record<string, z.ZodType>>;

/** The stand-in's source, loaded at run time so the two workspaces stay separately compiled. */
let mocksSchema: Schema;
beforeAll(async () => {
  const mocksConfig = path.join(ROOT, 'mocks/src/config.ts');
  mocksSchema = ((await import(mocksConfig)) as { MOCKS_CONFIG_SCHEMA: Schema })
    .MOCKS_CONFIG_SCHEMA;
});

/** The rows `| `NAME` | default | … |` of the table under `### heading`. */
function tableRows(heading: string): Map<string, string> {
  const start = doc.indexOf(`\n### ${heading}\n`);
  expect(start, `docs/OPERATIONS.md has no "### ${heading}" section`).toBeGreaterThan(-1);
  const section = doc.slice(start + 1).split(/\n#{2,3} /)[0] ?? '';
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm))
    rows.set(match[1] ?? '', (match[2] ?? '').trim());
  return rows;
}

/** A default as the table shows it: unset, a list joined by commas, a path from the checkout. */
function shown(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length === 0 ? 'unset' : value.join(',');
  if (typeof value === 'string' && value.startsWith(`${ROOT}/`)) return path.relative(ROOT, value);
  return String(value);
}

/** The default the code has, or `unset`. */
function defaultOf(schema: Schema, name: string): string {
  const field = schema.shape[name];
  const parsed = field?.safeParse(undefined);
  return shown(parsed?.success ? parsed.data : undefined);
}

/** The table's default cell, without its explanation: `10000`, `unset`, `web/dist`. */
function documentedDefault(cell: string): string {
  return cell.replace(/`/g, '').split(/\s+\(/)[0]?.trim() ?? '';
}

function checkTable(schema: Schema, heading: string): void {
  const rows = tableRows(heading);
  const variables = Object.keys(schema.shape);
  expect(
    variables.filter((v) => !rows.has(v)),
    `missing from "${heading}"`,
  ).toEqual([]);
  expect(
    [...rows.keys()].filter((v) => !variables.includes(v)),
    `no such variable`,
  ).toEqual([]);
  const wrong = variables
    .map((v) => ({
      variable: v,
      code: defaultOf(schema, v),
      doc: documentedDefault(rows.get(v) ?? ''),
    }))
    .filter((d) => d.code !== d.doc);
  expect(wrong, 'defaults that differ from the code').toEqual([]);
}

describe('docs/OPERATIONS.md', () => {
  it("lists every gateway variable with the code's default, and none that does not exist", () => {
    checkTable(CONFIG_SCHEMA as unknown as Schema, 'Gateway');
  });

  it("lists every stand-in variable with the code's default", () => {
    checkTable(mocksSchema, 'Stand-in (mocks)');
  });

  it('would notice a variable missing or a default changed', () => {
    const rows = tableRows('Gateway');
    expect(rows.get('REDIS_STARTUP_WAIT_MS')).toBeDefined();
    expect(documentedDefault(rows.get('SHUTDOWN_GRACE_MS') ?? '')).toBe('10000');
    expect(defaultOf(CONFIG_SCHEMA as unknown as Schema, 'SHUTDOWN_GRACE_MS')).toBe('10000');
    expect(documentedDefault('`web/dist` (of the checkout or image)')).toBe('web/dist');
    expect(defaultOf(CONFIG_SCHEMA as unknown as Schema, 'WEB_DIST')).toBe('web/dist');
    expect(defaultOf(CONFIG_SCHEMA as unknown as Schema, 'SUPPORTED_LANGUAGES')).toBe('CN,EN,KM');
    expect(defaultOf(CONFIG_SCHEMA as unknown as Schema, 'PUSH_HOST_URL')).toBe('unset');
  });

  it('has a section for every alert, which its runbook annotation links to', () => {
    const names = [...alerts.matchAll(/^\s*- alert: (\w+)\s*$/gm)].map((m) => m[1] ?? '');
    expect(names.length).toBeGreaterThan(8);
    const runbooks = [...alerts.matchAll(/runbook: docs\/OPERATIONS\.md#(\S+)/g)].map((m) => m[1]);
    expect(runbooks).toEqual(names.map((n) => n.toLowerCase()));
    const sections = [...doc.matchAll(/^### (\w+)$/gm)].map((m) => m[1]);
    expect(names.filter((n) => !sections.includes(n))).toEqual([]);
  });

  it('keeps a Rehearsals section for the image and stack rehearsals', () => {
    expect(doc).toMatch(/^## Rehearsals$/m);
  });
});
