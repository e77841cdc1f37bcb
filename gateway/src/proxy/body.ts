import type { IncomingMessage } from 'node:http';
import type { GatewayMessage } from '../envelope.js';
import { JsonTooDeep, overrideMerchantInJson, overrideMerchantInUrlencoded } from './merchant.js';
import { MultipartError, overrideMerchantInMultipart } from './multipart.js';

/** A request body the gateway refuses, with the status and platform message key to answer. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: GatewayMessage,
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
 * The platform's encrypted payload (web/src/api/encryption.ts): base64 of DES-ECB blocks, so
 * whole 8-byte blocks, nothing but the base64 alphabet. No parser reads a field out of it; the
 * platform decrypts it and takes the merchant from the `Merchant` header the gateway sets.
 */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DES_BLOCK = 8;

export function isCipherText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) return false;
  const padding = trimmed.endsWith('==') ? 2 : trimmed.endsWith('=') ? 1 : 0;
  return ((trimmed.length / 4) * 3 - padding) % DES_BLOCK === 0;
}

/**
 * Replaces a merchant a browser put in a form (urlencoded or multipart) or JSON body. What the
 * body is decides, never a header's claim: a form or multipart type is scrubbed as such, and a
 * body that looks like JSON is treated as JSON whatever its declared type (`text/plain`,
 * `text/json`, none), because lenient servers parse it anyway; one that does not parse is
 * refused. Only a body that really is the platform's encrypted payload is opaque and passes as
 * it is; an `Encryption` header changes nothing.
 */
export async function overrideMerchantInBody(
  body: Buffer,
  contentType: string | undefined,
  merchantCode: string,
): Promise<Buffer> {
  if (body.length === 0) return body;
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
  if (isCipherText(text)) return body;
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
