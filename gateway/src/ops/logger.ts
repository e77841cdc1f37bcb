import pino, { type Logger } from 'pino';
import type { GatewayConfig } from '../config.js';

export type { Logger };

function plain(logger: Logger): Logger {
  plainLoggers.add(logger);
  return logger;
}

/**
 * JSON logs on stdout. Request lines carry method, path without query, status, timing, mirror
 * and request id only: never headers or bodies, so tokens, passwords and encrypted payloads
 * cannot end up in a log. The redaction is a second line of defence for anything logged by hand.
 */
/**
 * Loggers built here: plain JSON lines (no formatters, mixins or hooks), so a line of known shape
 * can be written to their destination directly (`accessLine`), byte for byte as pino writes it.
 */
const plainLoggers = new WeakSet<Logger>();

/** A field of an access line: strings are JSON-quoted, numbers written as they are. */
export type AccessField = string | number | undefined;

/** Printable ASCII without `"` and `\`: JSON.stringify would only add the quotes. */
const PLAIN_JSON_STRING = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function jsonString(value: string): string {
  return PLAIN_JSON_STRING.test(value) ? `"${value}"` : JSON.stringify(value);
}

/**
 * pino's ISO time for the current millisecond, made once per millisecond: a busy gateway
 * writes several lines in each, and formatting a date is a good part of a line's cost.
 */
let isoMs = NaN;
let isoTime = '';
function isoTimeNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoTime;
}

/**
 * Writes one info line with the given fields and message the way `logger.info(fields, msg)`
 * would, without pino's generic serialisation (key walk, serializer and redaction checks) for a
 * line the gateway writes once per request. Only for fields that are never secret (the access
 * line: method, path, status, time, mirror, request id), since redaction is skipped; loggers
 * not built by `createLogger` (tests' capturing ones) get `logger.info` itself.
 */
export function accessLine(
  logger: Logger,
  fields: Readonly<Record<string, AccessField>>,
  msg: string,
): void {
  if (!logger.isLevelEnabled('info')) return;
  if (!plainLoggers.has(logger)) {
    logger.info(fields, msg);
    return;
  }
  const s = pino.symbols;
  const internals = logger as unknown as {
    [s.lsCacheSym]: Record<number, string>;
    [s.timeSym]: () => string;
    [s.chindingsSym]: string;
    [s.streamSym]: { write(line: string): void };
  };
  const time = internals[s.timeSym];
  let line =
    internals[s.lsCacheSym][30] +
    (time === pino.stdTimeFunctions.isoTime ? isoTimeNow() : time()) +
    internals[s.chindingsSym];
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    line += `,"${key}":${typeof value === 'number' ? (Number.isFinite(value) ? `${value}` : 'null') : jsonString(value)}`;
  }
  internals[s.streamSym].write(`${line},"msg":${jsonString(msg)}}\n`);
}

export function createLogger(
  level: GatewayConfig['logLevel'],
  buffered = false,
  /** Where lines go instead of stdout (tests). */
  destination?: pino.DestinationStream,
): Logger {
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
  if (destination) return plain(pino(options, destination));
  if (!buffered) return plain(pino(options));
  // One write per request line costs a system call each; buffer up to 4 KiB and flush at least
  // every second, so a quiet gateway's lines still show up promptly.
  const logger = plain(pino(options, pino.destination({ sync: false, minLength: 4096 })));
  setInterval(() => logger.flush(), 1000).unref();
  return logger;
}
