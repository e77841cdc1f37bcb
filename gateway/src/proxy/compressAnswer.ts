import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { AnswerKind } from '../security/headers.js';

/**
 * Below this a compressed answer saves less than its extra header costs (and fits one packet
 * either way).
 */
export const COMPRESS_FROM_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/** What the site asks for most, in order of preference; identity when the browser asks neither. */
const OFFERED: AnswerEncoding[] = ['br', 'gzip'];

// Quality 5 of 11: most of brotli's gain on JSON for a small fraction of its top level's CPU,
// which suits an answer compressed afresh for every request.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text besides JSON: the platform's SVG pictures and any text it sends. */
const TEXT_TYPE = /^\s*(?:image\/svg\+xml|text\/)/i;

/**
 * Whether a platform answer may leave compressed: JSON (`data`), SVG or text that the platform
 * sent as is, with a body large enough to gain, that no `Cache-Control: no-transform` protects.
 * Answers that qualify vary by the browser's `Accept-Encoding` whether or not this one is
 * compressed.
 */
export function compressible(
  upstream: http.IncomingMessage,
  status: number,
  kind: AnswerKind,
): boolean {
  if (status === 204 || status === 304) return false;
  const headers = upstream.headers;
  if (kind !== 'data' && !TEXT_TYPE.test(headers['content-type'] ?? '')) return false;
  if (headers['content-encoding'] !== undefined) return false;
  if (headers['cache-control']?.toLowerCase().includes('no-transform')) return false;
  if (headers['content-length'] !== undefined)
    return Number(headers['content-length']) >= COMPRESS_FROM_BYTES;
  // No length: a streamed answer, of a size nobody said (large ones are sent that way), unless
  // it has all arrived already.
  return !upstream.complete || upstream.readableLength >= COMPRESS_FROM_BYTES;
}

/** The encoding the browser prefers among those the site offers, if it accepts any. */
export function encodingFor(req: http.IncomingMessage): AnswerEncoding | undefined {
  const accept = req.headers['accept-encoding'];
  if (!accept || req.method === 'HEAD') return undefined;
  const chosen = new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(OFFERED, {
    preferred: OFFERED,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

export function compress(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI) : gzip(body, GZIP);
}

export function compressStream(encoding: AnswerEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip(GZIP);
}

/**
 * The browser's headers (a flat `writeHead` list) for a compressible answer: `Vary` names
 * `Accept-Encoding` so no cache hands one browser's encoding to another; when it leaves
 * compressed, it says how, its length is no longer the platform's, and a strong validator
 * becomes weak (the bytes changed, the content did not: a revalidation still matches it).
 */
export function compressedHeaders(
  pairs: (string | string[])[],
  encoding: AnswerEncoding | undefined,
): (string | string[])[] {
  const out: (string | string[])[] = [];
  let varied = false;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i] as string;
    let value = pairs[i + 1] as string | string[];
    const lower = name.toLowerCase();
    if (lower === 'vary') {
      varied = true;
      const listed = String(value);
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(listed))
        value = `${listed}, Accept-Encoding`;
    } else if (encoding && lower === 'content-length') continue;
    else if (encoding && lower === 'etag' && typeof value === 'string' && value.startsWith('"'))
      value = `W/${value}`;
    out.push(name, value);
  }
  if (!varied) out.push('Vary', 'Accept-Encoding');
  if (encoding) out.push('Content-Encoding', encoding);
  return out;
}
