import type { RequestHandler } from 'express';
import { fail } from './envelope.js';

/** The platform refuses a request without its `Merchant` header with HTTP 400 `request_param_err`. */
export function requireMerchant(): RequestHandler {
  return (req, res, next) => {
    const merchant = req.get('merchant');
    if (!merchant || merchant.trim() === '') {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    res.locals.merchant = merchant;
    next();
  };
}
