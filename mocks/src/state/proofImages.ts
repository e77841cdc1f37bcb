import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Refusal } from './refusal.js';

/**
 * Pictures a member uploads as proof (a withdrawal's receipt, feedback), checked by their bytes
 * rather than their label, so a renamed file of another kind is refused.
 */
export interface ProofImage {
  type: 'png' | 'jpg';
  bytes: number;
  sha256: string;
}

/** Upload limits of spec §9: png or jpg, 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/;

/** Checks proof images by their bytes, not their label: png or jpg, 5 MB each, 1 to 3. */
export function readProofImages(images: string[]): ProofImage[] {
  if (images.length === 0) throw new Refusal('proof_required');
  if (images.length > PROOF_MAX_COUNT) throw new Refusal('proof_too_many');
  return images.map((image) => {
    const match = DATA_URL.exec(image);
    if (!match?.[2]) throw new Refusal('proof_invalid_type');
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length > PROOF_MAX_BYTES) throw new Refusal('proof_too_large');
    const type = sniffImage(bytes);
    if (!type) throw new Refusal('proof_invalid_type');
    return { type, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}

function sniffImage(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** 25 megapixels (5000 × 5000): a larger picture is refused before it is decoded. */
export const PROOF_MAX_PIXELS = 25_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Offset just past the IEND chunk, or -1 when the chunks do not reach one. */
function pngEnd(bytes: Buffer): number {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const next = at + 12 + bytes.readUInt32BE(at);
    if (next > bytes.length) return -1;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return next;
    at = next;
  }
  return -1;
}

/** Offset just past the EOI of the JPEG stream starting at `start`, or -1. */
function jpegEnd(bytes: Buffer, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return -1;
  let at = start + 2;
  for (;;) {
    if (bytes[at] !== 0xff) return -1;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return -1;
    at += 1;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length) return -1;
    at += bytes.readUInt16BE(at);
    if (at > bytes.length) return -1;
    if (marker !== 0xda) continue;
    for (;;) {
      const ff = bytes.indexOf(0xff, at);
      if (ff === -1 || ff + 1 >= bytes.length) return -1;
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

/** Nothing after the picture but further JPEG pictures (phones' multi-picture format) or zeros. */
function endsCleanly(bytes: Buffer, type: 'png' | 'jpg'): boolean {
  let end = type === 'png' ? pngEnd(bytes) : jpegEnd(bytes, 0);
  while (end !== -1 && end < bytes.length) {
    if (type === 'jpg' && bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
      end = jpegEnd(bytes, end);
      continue;
    }
    return bytes.subarray(end).every((b) => b === 0);
  }
  return end !== -1;
}

/**
 * What a platform must do before it stores an upload: decode it. Refuses (`proof_invalid_type`)
 * a file that is png or jpg only by its first bytes, one with something after its end (a
 * PNG/HTML or GIFAR-like polyglot), one that does not decode to the last row; and
 * (`proof_too_many_pixels`) one whose header declares more than 25 megapixels, before a pixel is
 * decoded. Call it before `readProofImages`, whose count and size rules it applies first.
 */
export async function decodeProofImages(images: string[]): Promise<void> {
  if (images.length === 0) return;
  readProofImages(images);
  for (const image of images) {
    const match = DATA_URL.exec(image);
    const bytes = Buffer.from(match?.[2] ?? '', 'base64');
    const type = sniffImage(bytes);
    if (!type || !match?.[1]?.startsWith(type === 'png' ? 'png' : 'jp'))
      throw new Refusal('proof_invalid_type');
    let width: number;
    let height: number;
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (meta.format !== (type === 'png' ? 'png' : 'jpeg')) throw new Error(meta.format);
      width = meta.width ?? 0;
      height = meta.height ?? 0;
    } catch {
      throw new Refusal('proof_invalid_type');
    }
    if (width < 1 || height < 1) throw new Refusal('proof_invalid_type');
    if (width * height > PROOF_MAX_PIXELS) throw new Refusal('proof_too_many_pixels');
    if (!endsCleanly(bytes, type)) throw new Refusal('proof_invalid_type');
    try {
      // The last row needs every row before it; sequential reading keeps a few rows in memory.
      await sharp(bytes, {
        limitInputPixels: PROOF_MAX_PIXELS,
        sequentialRead: true,
        failOn: 'warning',
      })
        .extract({ left: 0, top: height - 1, width, height: 1 })
        .raw()
        .toBuffer();
    } catch {
      throw new Refusal('proof_invalid_type');
    }
  }
}
