import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { DEV_PUBLIC_KEY_FILE, encryptForPlatform } from '../crypto/payloadEncryption.js';

const PUBLIC_KEY = fs.readFileSync(DEV_PUBLIC_KEY_FILE, 'utf8');
export const MERCHANT = { Merchant: 'PH01' };

/** A fresh 16-character key per call, as the browser draws one. */
function sessionKey(): string {
  return randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 16);
}

/** Sends a body the way the platform's clients do for encrypted calls. */
export function sendEncrypted(
  app: Express,
  method: 'post' | 'put',
  path: string,
  payload: Record<string, unknown>,
  token?: string,
) {
  const { header, body } = encryptForPlatform(PUBLIC_KEY, sessionKey(), payload);
  const agent = request(app);
  const req = (method === 'post' ? agent.post(path) : agent.put(path)).set({
    ...MERCHANT,
    Encryption: header,
    'Content-Type': 'text/plain',
  });
  if (token) req.set('Authorization', token);
  return req.send(body ?? '');
}

/** The free-play sign-in: the key header and no body. */
export function freePlay(app: Express) {
  const { header } = encryptForPlatform(PUBLIC_KEY, sessionKey());
  return request(app)
    .post('/wps/session/login/freeplay?os=Linux&platform=W')
    .set({ ...MERCHANT, Encryption: header });
}
