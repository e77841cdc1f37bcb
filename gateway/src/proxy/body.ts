import type { IncomingMessage } from 'node:http';
import { JsonTooDeep, overrideMerchantInJson, overrideMerchantInUrlencoded } from './merchant.js';
import { MultipartError, overrideMerchantInMultipart } from './multipart.js';

/** A request body the gateway refuses, with the status and platform message key to answer. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads a whole request body, refusing it past `limit` bytes or when it trickles in slower than
 * `timeoutMs` allows, so a slow or huge upload cannot hold the gateway's memory or sockets.
 */
export function readBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new BodyError(413, 'request_too_large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: BodyError) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) {
        // Stop reading; the answer goes out with `Connection: close`.
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyError(413, 'request_too_large'));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new BodyError(400, 'request_param_err'));
    const timer = setTimeout(() => finish(new BodyError(408, 'request_timeout')), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Bodies a platform server might read as JSON whatever their declared type. */
const LOOKS_LIKE_JSON = /^\uFEFF?[\s]*[[{]/;

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Replaces a merchant a browser put in a form (urlencoded or multipart) or JSON body. A body
 * that looks like JSON is treated as JSON whatever its declared type (`text/plain`,
 * `text/json`, none), because lenient servers parse it anyway; one that does not parse is
 * refused. Encrypted bodies (with an `Encryption` header) are opaque to the gateway and pass
 * as they are.
 */
export async function overrideMerchantInBody(
  body: Buffer,
  contentType: string | undefined,
  encrypted: boolean,
  merchantCode: string,
): Promise<Buffer> {
  if (encrypted || body.length === 0) return body;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') {
    const text = body.toString('latin1');
    const rewritten = overrideMerchantInUrlencoded(text, merchantCode);
    return rewritten === text ? body : Buffer.from(rewritten, 'latin1');
  }
  if (type === 'multipart/form-data') {
    try {
      return await overrideMerchantInMultipart(body, contentType ?? '', merchantCode);
    } catch (error) {
      if (error instanceof MultipartError) throw new BodyError(400, 'request_param_err');
      throw error;
    }
  }
  const text = body.toString('utf8');
  if (!isJsonType(type) && !LOOKS_LIKE_JSON.test(text)) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BodyError(400, 'request_param_err');
  }
  try {
    const changed = overrideMerchantInJson(parsed, merchantCode);
    return changed === undefined ? body : Buffer.from(JSON.stringify(changed), 'utf8');
  } catch (error) {
    if (error instanceof JsonTooDeep) throw new BodyError(400, 'request_param_err');
    throw error;
  }
}
