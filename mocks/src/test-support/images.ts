import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the upload tests: ordinary ones, and the attacks the platform must refuse. The
 * gateway's tests use them too: it refuses the same attacks before they reach the platform.
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG assembled by hand, with whatever header and pixel data the test needs. */
export function handmadePng(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG: noise, which compresses about as badly as a real photo. */
export function photo(width = 320, height = 240, quality = 85): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** Says 20,000 × 20,000 (400 megapixels, 1.2 GB decoded) in a few kilobytes. */
export function bombPng(): Buffer {
  const row = Buffer.alloc(1 + 20_000 * 3);
  return handmadePng(20_000, 20_000, zlib.deflateSync(Buffer.concat(Array(50).fill(row))));
}

/** A valid PNG with a web page after its end. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  return Buffer.concat([
    await smallPng(),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** A valid JPEG with a ZIP archive (a Java archive in GIFAR) after its end. */
export async function jpegZipPolyglot(): Promise<Buffer> {
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([await photo(), local, name, end]);
}

/** The first part of a PNG, cut off in its pixel data. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await photoPng();
  return png.subarray(0, Math.floor(png.length * 0.6));
}

/** A PNG whose chunks are all in order but whose pixel data is not compressed data. */
export function garbledPng(): Buffer {
  return handmadePng(64, 64, randomBytes(2000));
}

async function photoPng(): Promise<Buffer> {
  return sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
}

/** A JPEG whose frame header (SOF) is changed by `edit` (offset of the SOF segment's body). */
async function withSof(edit: (jpeg: Buffer, sof: number) => void): Promise<Buffer> {
  const jpeg = Buffer.from(await photo());
  for (let at = 2; at + 4 < jpeg.length;) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      edit(jpeg, at + 4);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no SOF');
}

/** SOF with a sample precision of 3 bits: no decoder takes it. */
export const jpegBogusPrecision = () => withSof((j, sof) => (j[sof] = 3));
/** SOF declaring four times the rows the data holds. */
export const jpegBogusHeight = () =>
  withSof((j, sof) => j.writeUInt16BE(j.readUInt16BE(sof + 1) * 4, sof + 1));

export function dataUrl(bytes: Buffer, type = 'png'): string {
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/** Each attack and the message key the platform answers it with. */
export const UPLOAD_ATTACKS: [() => Buffer | Promise<Buffer>, string][] = [
  [pngHtmlPolyglot, 'proof_invalid_type'],
  [jpegZipPolyglot, 'proof_invalid_type'],
  [bombPng, 'proof_too_many_pixels'],
  [truncatedPng, 'proof_invalid_type'],
  [garbledPng, 'proof_invalid_type'],
  [jpegBogusPrecision, 'proof_invalid_type'],
  [jpegBogusHeight, 'proof_invalid_type'],
];
