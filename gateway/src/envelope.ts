import type { ServerResponse } from 'node:http';

/**
 * Errors the gateway itself produces use the platform's envelope, so the PWA handles them alike.
 * Plain node:http, so both the Express app and the proxy's fast path can use it.
 */
export function sendEnvelopeError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return;
  const body = JSON.stringify({ success: false, message, value: null });
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
