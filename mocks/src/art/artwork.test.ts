// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bannerArt, gameArt, titleLines, vendorLogo } from './artwork.js';

const game = { key: 'RNG_AG_1', title: 'Golden Tiger', vendor: 'Asia Gaming', category: 'RNG' };

/** Parses as a strict XML parser would (an image viewer refuses a malformed file). */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

describe('generated artwork', () => {
  it('draws the same picture for a game on every start, and another for another game', () => {
    const first = gameArt({ ...game, width: 320, height: 240 });
    expect(gameArt({ ...game, width: 320, height: 240 })).toBe(first);
    expect(gameArt({ ...game, key: 'RNG_AG_2', width: 320, height: 240 })).not.toBe(first);
  });

  it('is valid SVG of the size asked for, titled and named for screen readers', () => {
    const doc = parseSvg(gameArt({ ...game, width: 320, height: 240 }));
    const svg = doc.documentElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 320 240');
    expect(svg.getAttribute('aria-label')).toBe('Golden Tiger');
    expect(doc.querySelector('title')?.textContent).toBe('Golden Tiger');
  });

  it('writes the title in a heavy sans-serif face, never a serif default', () => {
    const doc = parseSvg(gameArt({ ...game, width: 320, height: 240 }));
    const titles = [...doc.querySelectorAll('text')].filter(
      (t) => t.textContent === 'GOLDEN TIGER',
    );
    expect(titles).toHaveLength(1);
    const text = titles[0]!;
    expect(text.getAttribute('font-weight')).toBe('900');
    expect(text.getAttribute('font-family')).toMatch(/sans-serif$/);
    for (const t of doc.querySelectorAll('text'))
      expect(t.getAttribute('font-family')).toBeTruthy();
  });

  it('escapes a hostile title instead of writing markup into the file', () => {
    const hostile = '</text><script>alert(1)</script> & "quotes"';
    for (const svg of [
      gameArt({ ...game, title: hostile, vendor: hostile, width: 320, height: 240 }),
      vendorLogo({ key: 'X', name: hostile, mark: hostile, width: 240, height: 120 }),
      bannerArt({ key: 'b', title: hostile, caption: hostile, width: 1200, height: 400 }),
    ]) {
      const doc = parseSvg(svg);
      expect(doc.getElementsByTagName('script')).toHaveLength(0);
      expect(doc.documentElement.getAttribute('aria-label')).toBe(hostile);
    }
  });

  it('squeezes a long title into the picture rather than letting it run off the edge', () => {
    const doc = parseSvg(
      gameArt({ ...game, title: 'Supercalifragilisticexpialidocious', width: 320, height: 240 }),
    );
    const title = [...doc.querySelectorAll('text')].find((t) =>
      /SUPERCALI/.test(t.textContent ?? ''),
    );
    expect(Number(title?.getAttribute('textLength'))).toBeLessThanOrEqual(320 * 0.9);
  });

  it('breaks a title of several words into two balanced lines', () => {
    expect(titleLines('Golden Tiger')).toEqual(['Golden Tiger']);
    expect(titleLines('Fight the Landlord')).toEqual(['Fight the', 'Landlord']);
    expect(titleLines('Lucky Video Poker 2')).toEqual(['Lucky Video', 'Poker 2']);
  });

  it('gives each vendor one logo, with its name', () => {
    const logo = vendorLogo({
      key: 'PNG',
      name: "Play'n GO",
      mark: 'PNG',
      width: 240,
      height: 120,
    });
    expect(
      vendorLogo({ key: 'PNG', name: "Play'n GO", mark: 'PNG', width: 240, height: 120 }),
    ).toBe(logo);
    const doc = parseSvg(logo);
    expect(doc.documentElement.getAttribute('aria-label')).toBe("Play'n GO");
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).toContain("Play'n GO");
  });
});
