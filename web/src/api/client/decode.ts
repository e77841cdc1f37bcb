import { ApiError } from '../errors';

/** Small, forgiving readers for platform payloads, which add fields without notice. */
export type Json = Record<string, unknown>;

export function asObject(value: unknown): Json {
  if (typeof value !== 'object' || value === null)
    throw new ApiError('bad-response', 'system_error');
  return value as Json;
}

export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export function asStringArray(value: unknown): string[] {
  return asArray<unknown>(value).filter((v): v is string => typeof v === 'string');
}

export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** The platform sends flags as booleans on some deployments and as 0/1 on others. */
export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
