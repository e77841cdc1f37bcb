import type { Response } from 'express';

/** Errors the gateway itself produces use the platform's envelope, so the PWA handles them alike. */
export function sendEnvelopeError(res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.status(status).json({ success: false, message, value: null });
}
