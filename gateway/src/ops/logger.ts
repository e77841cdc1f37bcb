import pino, { type Logger } from 'pino';
import type { GatewayConfig } from '../config.js';

export type { Logger };

/**
 * JSON logs on stdout. Request lines carry method, path without query, status, timing, mirror
 * and request id only: never headers or bodies, so tokens, passwords and encrypted payloads
 * cannot end up in a log. The redaction is a second line of defence for anything logged by hand.
 */
export function createLogger(level: GatewayConfig['logLevel'], buffered = false): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'token',
        'password',
        'headers.authorization',
        'headers.encryption',
        'headers.cookie',
        'req.headers.authorization',
        'req.headers.encryption',
        'auth.token',
        'body',
      ],
      censor: '[redacted]',
    },
  };
  if (!buffered) return pino(options);
  // One write per request line costs a system call each; buffer up to 4 KiB and flush at least
  // every second, so a quiet gateway's lines still show up promptly.
  const logger = pino(options, pino.destination({ sync: false, minLength: 4096 }));
  setInterval(() => logger.flush(), 1000).unref();
  return logger;
}
