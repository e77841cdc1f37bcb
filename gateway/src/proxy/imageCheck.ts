import sharp from 'sharp';
import busboy from 'busboy';
import { BodyError } from './body.js';

/**
 * Uploaded pictures (feedback images, withdrawal proof) are decoded before they are forwarded,
 * not judged by their first bytes: a file that only starts like a PNG or JPEG, one with another
 * file after its end (a PNG/HTML or GIFAR-like polyglot), or a small file that declares a huge
 * picture (a decompression bomb) is refused here and never reaches the platform.
 */

/** The site's rule: png or jpg (`web/src/centre/imageUpload.ts`). */
export type CheckedFormat = 'png' | 'jpeg';

/** 25 megapixels: a 5000 × 5000 picture, more than any phone camera takes. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Why a picture is refused, as the platform's message key the upload screens translate. */
export class ImageRefused extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly messageKey: 'proof_invalid_type' | 'proof_too_many_pixels',
    detail: string,
  ) {
    super(detail);
  }
}

const invalid = (detail: string) => new ImageRefused(400, 'proof_invalid_type', detail);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Offset just past the IEND chunk; throws for a file whose chunks do not reach one. */
function pngEnd(bytes: Buffer): number {
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) throw invalid('png ends inside a chunk');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (length > 0x7fffffff || next > bytes.length) throw invalid('png ends inside a chunk');
    if (type === 'IEND') return next;
    at = next;
  }
}

/** Offset just past the EOI marker of the JPEG stream starting at `start` (at its SOI). */
function jpegEnd(bytes: Buffer, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) throw invalid('jpeg without SOI');
  let at = start + 2;
  for (;;) {
    if (bytes[at] !== 0xff) throw invalid('jpeg marker expected');
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const marker = bytes[at];
    if (marker === undefined) throw invalid('jpeg ends before EOI');
    at += 1;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length) throw invalid('jpeg ends inside a segment');
    at += bytes.readUInt16BE(at);
    if (at > bytes.length) throw invalid('jpeg ends inside a segment');
    if (marker !== 0xda) continue;
    // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff === -1 || ff + 1 >= bytes.length) throw invalid('jpeg ends before EOI');
      const after = bytes[ff + 1] ?? 0;
      if (after === 0x00 || after === 0xff || (after >= 0xd0 && after <= 0xd7)) {
        at = ff + (after === 0xff ? 1 : 2);
        continue;
      }
      at = ff;
      break;
    }
  }
}

/**
 * Nothing may follow the picture but further JPEG pictures (the multi-picture format phones
 * write after the main image), themselves ending cleanly, or zero padding.
 */
function checkNothingAfter(bytes: Buffer, format: CheckedFormat): void {
  let end = format === 'png' ? pngEnd(bytes) : jpegEnd(bytes, 0);
  while (end < bytes.length) {
    if (format === 'jpeg' && bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
      end = jpegEnd(bytes, end);
      continue;
    }
    if (bytes.subarray(end).every((b) => b === 0)) return;
    throw invalid(`${bytes.length - end} bytes after the end of the picture`);
  }
}

function sniff(bytes: Buffer): CheckedFormat | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** At most this many pictures are decoded at once, so uploads cannot take all memory or CPU. */
const DECODES_AT_ONCE = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
}

/**
 * Checks one uploaded picture: png or jpeg by its bytes (and by its label when it has one),
 * at most 25 megapixels as its header declares, nothing after its end, and every pixel decodes.
 * Throws ImageRefused.
 */
export async function checkImage(bytes: Buffer, declared?: string): Promise<CheckedFormat> {
  const format = sniff(bytes);
  if (!format) throw invalid('not a png or jpeg');
  if (declared !== undefined && !declared.startsWith(format === 'png' ? 'png' : 'jp'))
    throw invalid('labelled as another type');
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new Error(`decoded as ${meta.format}`);
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'unreadable header');
  }
  if (width < 1 || height < 1) throw invalid('no size');
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ImageRefused(413, 'proof_too_many_pixels', `${width}x${height}`);
  checkNothingAfter(bytes, format);
  await oneAtATime(async () => {
    try {
      // Reading the last row makes libvips decode every row before it; sequential reading keeps
      // only a few rows in memory. Any warning (truncation, bad CRC, corrupt data) fails it.
      await sharp(bytes, {
        limitInputPixels: MAX_IMAGE_PIXELS,
        sequentialRead: true,
        failOn: 'warning',
      })
        .extract({ left: 0, top: height - 1, width, height: 1 })
        .raw()
        .toBuffer();
    } catch (error) {
      throw invalid(error instanceof Error ? error.message : 'does not decode');
    }
  });
  return format;
}

const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]*)$/i;

/**
 * Every data URL in a JSON value, in any field (feedback `file`, withdrawal `proofImages`...):
 * on the upload calls any base64 data URL, whatever type it claims; elsewhere only those that say
 * they are pictures.
 */
function dataUrls(value: unknown, pattern: RegExp, out: string[], depth = 0): string[] {
  if (depth > 64) return out;
  if (typeof value === 'string') {
    if (pattern.test(value)) out.push(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) dataUrls(item, pattern, out, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) dataUrls(item, pattern, out, depth + 1);
  }
  return out;
}

const ANY_DATA_URL = /^\s*data:[^\s,]*;base64,/i;
const PICTURE_DATA_URL = /^\s*data:image\//i;

function filesIn(body: Buffer, contentType: string): Promise<{ type: string; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    const files: { type: string; bytes: Buffer }[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType } });
    } catch {
      reject(invalid('bad multipart form'));
      return;
    }
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        files.push({ type: info.mimeType.toLowerCase(), bytes: Buffer.concat(chunks) }),
      );
    });
    parser.on('error', () => reject(invalid('bad multipart form')));
    parser.on('close', () => resolve(files));
    parser.end(body);
  });
}

/**
 * Checks every picture a request body carries before it is forwarded: data URLs anywhere in a
 * JSON body (on an upload call, `uploadCall`, every `data:` string must be one), and every file
 * of a multipart form. A body that is neither (an encrypted one) has
 * nothing the gateway can read; the platform checks it. Throws BodyError with the platform's
 * message key: 400 `proof_invalid_type`, 413 `proof_too_many_pixels`.
 */
export async function checkImagesInBody(
  body: Buffer,
  contentType: string | undefined,
  uploadCall: boolean,
): Promise<void> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const pictures: { bytes: Buffer; declared?: string }[] = [];
  if (type === 'multipart/form-data') {
    if (!body.includes('filename')) return;
    for (const file of await filesIn(body, contentType ?? '')) {
      // A file named as text is still a file the platform may store: it must be a picture too.
      const declared = file.type.startsWith('image/') ? file.type.slice(6) : undefined;
      pictures.push({ bytes: file.bytes, declared });
    }
  } else {
    if (!body.includes('data:')) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      return; // not JSON: encrypted or a form; nothing here reads as a picture
    }
    for (const url of dataUrls(parsed, uploadCall ? ANY_DATA_URL : PICTURE_DATA_URL, [])) {
      const match = DATA_URL.exec(url);
      if (!match) throw new BodyError(400, 'proof_invalid_type');
      pictures.push({
        bytes: Buffer.from(match[2] ?? '', 'base64'),
        declared: (match[1] ?? '').toLowerCase(),
      });
    }
  }
  for (const picture of pictures) {
    try {
      await checkImage(picture.bytes, picture.declared);
    } catch (error) {
      if (error instanceof ImageRefused) throw new BodyError(error.status, error.messageKey);
      throw error;
    }
  }
}
