import type { Request } from 'express';

/**
 * The call's parameters wherever the client put them: the query for GET and DELETE, the body
 * (JSON, form or decrypted) otherwise. The platform's clients wrap nothing; fields are flat.
 */
export function params(req: Request): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

export function str(p: Record<string, unknown>, key: string): string {
  const v = p[key];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

export function int(p: Record<string, unknown>, key: string, fallback: number): number {
  const n = Number(p[key]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Masks all but the first 2 and last 3 characters of a phone number. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length <= 5
    ? '*'.repeat(mobile.length)
    : `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}

/** Masks an e-mail address to its first character and domain. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
