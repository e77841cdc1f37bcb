import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { DIGIT_FONT, GAP, GLYPH_HEIGHT, GLYPH_WIDTH, MARGIN, SCALE } from '../captcha/render.js';

/** Reads back the code from the PNG the way a person would: ink in each glyph cell. */
export function readCaptcha(base64: string): string {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => raw[y * (width + 1) + 1 + x]!;
  expect(raw.length).toBe((width + 1) * height);

  const digits = Math.round((width / SCALE - MARGIN * 2 + GAP) / (GLYPH_WIDTH + GAP));
  let code = '';
  for (let i = 0; i < digits; i += 1) {
    const left = MARGIN + i * (GLYPH_WIDTH + GAP);
    const rows: string[] = [];
    for (let gy = 0; gy < GLYPH_HEIGHT; gy += 1) {
      let row = '';
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        const centre = pixel((left + gx) * SCALE + SCALE / 2, (MARGIN + gy) * SCALE + SCALE / 2);
        row += centre < 128 ? '#' : ' ';
      }
      rows.push(row);
    }
    const match = Object.entries(DIGIT_FONT).find(([, glyph]) => glyph.join() === rows.join());
    code += match ? match[0] : '?';
  }
  return code;
}
