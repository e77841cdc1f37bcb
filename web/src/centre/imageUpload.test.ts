import { describe, expect, it } from 'vitest';
import { checkImage, IMAGE_MAX_BYTES, sniffImage } from './imageUpload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function source(bytes: number[], size = bytes.length, name = 'proof.png') {
  return {
    name,
    size,
    slice: (start: number, end: number) => ({
      arrayBuffer: async () => new Uint8Array(bytes.slice(start, end)).buffer,
    }),
  };
}

describe('uploaded pictures', () => {
  it('are told apart by their first bytes, not their name', () => {
    expect(sniffImage(new Uint8Array(PNG))).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImage(new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0))))).toBeNull();
  });

  it('are refused above 5 MB before anything is read, and when not png or jpg', async () => {
    expect(await checkImage(source(PNG, IMAGE_MAX_BYTES))).toEqual({ ok: true, type: 'png' });
    expect(await checkImage(source(PNG, IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'size',
    });
    expect(await checkImage(source([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 6, 'fake.png'))).toEqual({
      ok: false,
      problem: 'type',
    });
  });
});
