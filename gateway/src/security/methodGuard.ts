import type { GatewayMessage } from '../envelope.js';
/**
 * The methods a platform call may use. Anything else (TRACE and TRACK, which echo the request
 * back, credentials included; CONNECT; WebDAV verbs) is refused before it reaches a mirror.
 */
export const PLATFORM_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED = new Set(PLATFORM_METHODS);
const ALLOW_HEADER = PLATFORM_METHODS.join(', ');

/** The gateway's own refusal of a platform call, answered in the platform envelope. */
export interface Refusal {
  status: number;
  message: GatewayMessage;
  headers?: Record<string, string>;
}

/** A 405 with `Allow` for a method the platform never takes; undefined for the others. */
export function methodRefusal(method: string): Refusal | undefined {
  if (ALLOWED.has(method)) return undefined;
  return { status: 405, message: 'method_not_allowed', headers: { Allow: ALLOW_HEADER } };
}
