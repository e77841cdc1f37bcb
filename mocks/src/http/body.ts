import express, { type RequestHandler } from 'express';
import { PayloadDecryptionError, type PayloadDecryptor } from '../crypto/payloadEncryption.js';
import { fail } from './envelope.js';

/**
 * Large enough for the biggest legitimate body (three 5 MB proof images, base64) so each route
 * applies its own, tighter rule and answers with its own message key.
 */
const LIMIT = '24mb';
const json = express.json({ limit: LIMIT });
const form = express.urlencoded({ extended: false, limit: LIMIT });
const text = express.text({ type: () => true, limit: LIMIT });

/**
 * Reads a request body the way the platform accepts it: JSON, a form post, or, when the
 * `Encryption` header is present, the encrypted body (base64 text) which is decrypted into
 * `req.body`. `res.locals.encrypted` tells routes that insist on encryption.
 */
export function readBody(decryptor: PayloadDecryptor): RequestHandler {
  return (req, res, next) => {
    const header = req.get('encryption');
    if (!header) {
      res.locals.encrypted = false;
      json(req, res, (err?: unknown) => (err ? next(err) : form(req, res, next)));
      return;
    }
    text(req, res, (err?: unknown) => {
      if (err) return next(err);
      try {
        const key = decryptor.sessionKey(header);
        const raw = typeof req.body === 'string' ? req.body : '';
        req.body = raw.trim() === '' ? {} : decryptor.body(key, raw);
        res.locals.encrypted = true;
        next();
      } catch (error) {
        if (!(error instanceof PayloadDecryptionError)) return next(error);
        res.status(400).json(fail('request_param_err'));
      }
    });
  };
}

/** Calls the platform only takes encrypted (login, register, passwords) refuse a clear body. */
export function requireEncrypted(): RequestHandler {
  return (_req, res, next) => {
    if (res.locals.encrypted !== true) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    next();
  };
}
