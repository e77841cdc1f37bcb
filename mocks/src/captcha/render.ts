import { randomInt } from 'node:crypto';
import { encodePng, type GreyImage } from './png.js';

/** A 5×7 bitmap font for the digits; each string is one row, `#` is ink. */
export const DIGIT_FONT: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Each font pixel becomes a SCALE×SCALE block. */
export const SCALE = 4;
/** Blank font columns between glyphs and around the text. */
export const GAP = 2;
export const MARGIN = 2;

export function captchaSize(length: number): { width: number; height: number } {
  return {
    width: (MARGIN * 2 + length * GLYPH_WIDTH + (length - 1) * GAP) * SCALE,
    height: (MARGIN * 2 + GLYPH_HEIGHT) * SCALE,
  };
}

/**
 * Draws the digits dark on a speckled light background. Speckles stay light and ink stays dark,
 * so a person (or a test) reads the code while the bytes differ on every draw.
 */
export function renderCaptcha(code: string): GreyImage {
  const { width, height } = captchaSize(code.length);
  const pixels = new Uint8Array(width * height);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = randomInt(190, 256);

  [...code].forEach((digit, index) => {
    const glyph = DIGIT_FONT[digit];
    if (!glyph) throw new Error('captcha codes are digits only');
    const left = MARGIN + index * (GLYPH_WIDTH + GAP);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        const ink = randomInt(0, 70);
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const x = (left + gx) * SCALE + dx;
            const y = (MARGIN + gy) * SCALE + dy;
            pixels[y * width + x] = ink;
          }
        }
      });
    });
  });
  return { width, height, pixels };
}

/** The captcha as the platform sends it: base64 PNG, shown as `data:image/png;base64,…`. */
export function captchaPngBase64(code: string): string {
  return encodePng(renderCaptcha(code)).toString('base64');
}
