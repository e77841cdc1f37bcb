import type { ServerResponse } from 'node:http';

/**
 * Every message key the gateway answers with of its own accord, in the platform's envelope. The
 * site shows each in the player's language: `scripts/lib/gatewayMessages.test.ts` holds the web's
 * translations to this list, and the type holds the gateway to it.
 */
export const GATEWAY_MESSAGES = [
  'https_required',
  'method_not_allowed',
  'network_error',
  'proof_invalid_type',
  'proof_too_many_pixels',
  'request_forbidden',
  'request_not_found',
  'request_param_err',
  'request_timeout',
  'request_too_large',
  'service_unavailable',
  'system_error',
  'too_many_requests',
] as const;

export type GatewayMessage = (typeof GATEWAY_MESSAGES)[number];

/**
 * Errors the gateway itself produces use the platform's envelope, so the PWA handles them alike.
 * Plain node:http, so both the Express app and the proxy's fast path can use it.
 */
export function sendEnvelopeError(
  res: ServerResponse,
  status: number,
  message: GatewayMessage,
): void {
  if (res.headersSent) return;
  const body = JSON.stringify({ success: false, message, value: null });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
