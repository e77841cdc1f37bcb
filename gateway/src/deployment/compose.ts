import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * docker-compose.yml read as Compose reads it (YAML with anchors, `${VAR:-default}`
 * interpolation), for the stack rehearsal: each service's environment, mounts and stop grace
 * period, and the one rewrite a machine without a compose network needs: every address and
 * port becomes a loopback address and a port of this machine, and a mounted file becomes the
 * file it mounts. Nothing else of a service's settings is changed.
 */
export interface ComposeService {
  environment: Record<string, string>;
  /** Container path → host path (absolute), from `volumes`. */
  mounts: Record<string, string>;
  /** `stop_grace_period`, in ms (Compose's default is 10 s). */
  stopGraceMs: number;
  /** The static address the service has on the compose network, if any. */
  address: string | undefined;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** `${VAR}`, `${VAR:-default}` and `${VAR-default}`, with `env` (empty: every default). */
export function interpolate(text: string, env: Record<string, string | undefined> = {}): string {
  return text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g,
    (_m, name: string, op: string | undefined, fallback: string | undefined) => {
      const value = env[name];
      if (op === ':-') return value ? value : (fallback ?? '');
      if (op === '-') return value ?? fallback ?? '';
      return value ?? '';
    },
  );
}

/** Compose durations: `15s`, `1m30s`, `500ms`. */
export function durationMs(text: string): number {
  let total = 0;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1_000, ms: 1, us: 0.001 };
  const parts = text.match(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g);
  if (!parts || parts.join('') !== text.trim()) throw new Error(`not a duration: ${text}`);
  for (const part of parts) {
    const [, amount, unit] = /(\d+(?:\.\d+)?)(ms|us|h|m|s)/.exec(part) ?? [];
    total += Number(amount) * (units[unit ?? 's'] ?? 0);
  }
  return total;
}

interface RawService {
  environment?: Record<string, unknown> | string[];
  volumes?: string[];
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

function environmentOf(raw: RawService, env: Record<string, string | undefined>) {
  const out: Record<string, string> = {};
  const entries = Array.isArray(raw.environment)
    ? raw.environment.map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)] as const;
      })
    : Object.entries(raw.environment ?? {});
  for (const [name, value] of entries) out[name] = interpolate(String(value ?? ''), env);
  return out;
}

function mountsOf(raw: RawService, root: string, env: Record<string, string | undefined>) {
  const mounts: Record<string, string> = {};
  for (const volume of raw.volumes ?? []) {
    const [host, container] = interpolate(volume, env).split(':');
    if (host && container && /^\.{0,2}\//.test(host)) mounts[container] = path.resolve(root, host);
  }
  return mounts;
}

export function readCompose(
  file: string,
  env: Record<string, string | undefined> = {},
): ComposeFile {
  const raw = parse(fs.readFileSync(file, 'utf8')) as { services?: Record<string, RawService> };
  const root = path.dirname(file);
  const services: Record<string, ComposeService> = {};
  for (const [name, service] of Object.entries(raw.services ?? {})) {
    const address = Object.values(service.networks ?? {}).find(
      (n) => n?.ipv4_address,
    )?.ipv4_address;
    services[name] = {
      environment: environmentOf(service, env),
      mounts: mountsOf(service, root, env),
      stopGraceMs: service.stop_grace_period ? durationMs(service.stop_grace_period) : 10_000,
      address,
    };
  }
  return { services };
}

/** Where each compose service's port is on this machine: `mocks:9090` → `127.0.0.1:41234`. */
export type PortMap = Record<string, number>;

/**
 * A service's environment as this machine runs it: `host:port` of a compose service → the
 * loopback port it has here, a service's static address → 127.0.0.1, a wildcard listen address
 * → 127.0.0.1, a mounted file → the file it mounts, and the variables that name the service's
 * own ports (`listen`) → its ports here.
 */
export function rewriteEnvironment(
  compose: ComposeFile,
  service: ComposeService,
  ports: PortMap,
  listen: Record<string, number>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const addresses = Object.values(compose.services)
    .map((s) => s.address)
    .filter((a): a is string => Boolean(a));
  for (const [name, value] of Object.entries(service.environment)) {
    let rewritten = value;
    for (const [hostPort, port] of Object.entries(ports))
      rewritten = rewritten.replace(
        new RegExp(`(^|//|@|,)${escapeRegExp(hostPort)}(?=$|[/,])`, 'g'),
        `$1127.0.0.1:${port}`,
      );
    // A service name left in an address would not resolve here: the rehearsal must map it.
    for (const other of Object.keys(compose.services))
      if (new RegExp(`(^|//|@|,)${escapeRegExp(other)}(:\\d|/|$)`).test(rewritten))
        throw new Error(`${name}=${value}: no port of this machine given for ${other}`);
    for (const address of addresses)
      rewritten = rewritten.replace(new RegExp(`\\b${escapeRegExp(address)}\\b`, 'g'), '127.0.0.1');
    if (rewritten === '0.0.0.0') rewritten = '127.0.0.1';
    rewritten = service.mounts[rewritten] ?? rewritten;
    const port = listen[name];
    out[name] = port === undefined ? rewritten : String(port);
  }
  return out;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
