import type { NextFunction, Request, Response } from 'express';

/**
 * Pact JS's verification proxy parses form bodies into an object and then forwards them as
 * JSON while keeping the form content type and length, so the provider sees a broken request.
 * Turning the parsed form back into its urlencoded bytes lets the replayed request reach the
 * provider exactly as the consumer sent it (the platform's forgot-password call is a form post).
 */
export function reencodeFormBodies(req: Request, _res: Response, next: NextFunction): void {
  if (req.is('application/x-www-form-urlencoded') && req.body && !Buffer.isBuffer(req.body)) {
    const fields = new URLSearchParams();
    for (const [key, value] of Object.entries(req.body as Record<string, unknown>)) {
      fields.append(key, String(value));
    }
    req.body = Buffer.from(fields.toString());
  }
  next();
}
