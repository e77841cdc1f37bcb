import { seedFrom } from '../state/seed/random.js';

/**
 * The stand-in's generated artwork: game thumbnails, vendor logos and banners as SVG. Vendors'
 * own images are out of reach here (decisions §46), so these stand in for them: bold shapes,
 * strong colours and a heavy sans-serif title, the same for a key on every start (screenshots
 * and tests stay stable).
 *
 * Text is drawn with fonts the viewer already has (an SVG shown through `<img>` cannot load web
 * fonts); `textLength` squeezes a title that would not fit, whatever font the device picks.
 */

/** Heavy sans-serif faces, best first; every device has at least the last. */
const HEAVY_SANS =
  "'Arial Black','Segoe UI Black','Helvetica Neue',Arial,'Liberation Sans','DejaVu Sans','Noto Sans',sans-serif";

/** Width of an average upper-case glyph of a heavy face, in ems (estimate used for fitting). */
const GLYPH_EM = 0.72;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic number sequence per key, so every picture is the same on every start. */
function sequence(key: string): () => number {
  let state = seedFrom(key) || 1;
  return () => {
    // xorshift32: enough spread for picking shapes and colours.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** One of a fixed, non-empty list, by a number in [0, 1). */
function choose<T>(items: readonly [T, ...T[]], r: number): T {
  return items[Math.floor(r * items.length)] ?? items[0];
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** Splits a title into at most two lines of similar length. */
export function titleLines(title: string): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || title.length <= 12) return [title.trim()];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) {
      best = i;
      bestDiff = diff;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

interface TextBox {
  lines: string[];
  /** Centre x, and the baseline of the last line. */
  x: number;
  bottom: number;
  maxWidth: number;
  maxSize: number;
  fill: string;
  stroke: string;
}

/** Title lines in a heavy face with a dark outline, fitted to the box. */
function heavyText({ lines, x, bottom, maxWidth, maxSize, fill, stroke }: TextBox): string {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.max(10, Math.min(maxSize, maxWidth / (longest * GLYPH_EM)));
  const lineHeight = size * 1.05;
  return lines
    .map((line, i) => {
      const y = bottom - (lines.length - 1 - i) * lineHeight;
      const estimate = line.length * size * GLYPH_EM;
      // Squeezed only if the estimate says it would not fit: a narrower face keeps its spacing.
      const fit =
        estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${x}" y="${y.toFixed(1)}" font-family="${HEAVY_SANS}" font-size="${size.toFixed(1)}" font-weight="900" text-anchor="middle" fill="${fill}" stroke="${stroke}" stroke-width="${(size / 7).toFixed(1)}" stroke-linejoin="round" paint-order="stroke"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
}

/** Sun rays from a point: the classic slot-machine backdrop. */
function rays(cx: number, cy: number, reach: number, count: number, turn: number): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 2) {
    const a = i * step + turn;
    const b = a + step;
    parts.push(
      `M${cx} ${cy}L${(cx + Math.cos(a) * reach).toFixed(1)} ${(cy + Math.sin(a) * reach).toFixed(1)}L${(cx + Math.cos(b) * reach).toFixed(1)} ${(cy + Math.sin(b) * reach).toFixed(1)}Z`,
    );
  }
  return `<path d="${parts.join('')}" fill="#fff" fill-opacity="0.1"/>`;
}

function starPoints(points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`);
  }
  return out.join(' ');
}

/**
 * Emblems drawn in a 100×100 box centred on 0,0, filled with the gradient `m` (the motif's
 * colours) and outlined with `o`. One is chosen per game, from those that suit its category.
 */
const MOTIFS = {
  star: (o: string) =>
    `<polygon points="${starPoints(5, 48, 21)}" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/><polygon points="${starPoints(5, 22, 10)}" fill="#fff" fill-opacity="0.35"/>`,
  gem: (o: string) =>
    `<polygon points="-30,-34 30,-34 48,-12 0,46 -48,-12" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/><path d="M-48 -12H48M-30 -34L-14 -12L0 46L14 -12L30 -34M-14 -12L0 -34L14 -12" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>`,
  coin: (o: string) =>
    `<circle r="46" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle r="34" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/><rect x="-11" y="-11" width="22" height="22" fill="${o}" transform="rotate(45)"/>`,
  crown: (o: string) =>
    `<path d="M-46 28L-40 -26L-18 2L0 -40L18 2L40 -26L46 28Z" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/><rect x="-46" y="28" width="92" height="14" rx="4" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle cx="0" cy="12" r="8" fill="#fff" fill-opacity="0.6"/>`,
  bolt: (o: string) =>
    `<polygon points="10,-48 -34,6 -4,6 -14,48 34,-10 4,-10" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/>`,
  cherries: (o: string) =>
    `<path d="M-16 12C-10 -20 6 -38 26 -44M18 14C18 -12 22 -30 26 -44" fill="none" stroke="${o}" stroke-width="6" stroke-linecap="round"/><circle cx="-18" cy="24" r="22" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle cx="20" cy="26" r="20" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle cx="-25" cy="16" r="6" fill="#fff" fill-opacity="0.6"/>`,
  spade: (o: string) =>
    `<path d="M0 -46C22 -20 46 -6 46 14C46 32 24 40 8 28L16 46H-16L-8 28C-24 40 -46 32 -46 14C-46 -6 -22 -20 0 -46Z" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/>`,
  chip: (o: string) =>
    `<circle r="46" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle r="46" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="18 18.1"/><circle r="26" fill="${o}"/><circle r="20" fill="url(#m)"/>`,
  fish: (o: string) =>
    `<path d="M-44 0C-24 -30 18 -30 34 0C18 30 -24 30 -44 0Z" fill="url(#m)" stroke="${o}" stroke-width="4"/><path d="M30 0L50 -22V22Z" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/><circle cx="-24" cy="-6" r="6" fill="${o}"/>`,
  ball: (o: string) =>
    `<circle r="46" fill="url(#m)" stroke="${o}" stroke-width="4"/><polygon points="${starPoints(5, 18, 15)}" fill="${o}"/><path d="M0 -17V-46M16 5L44 14M10 15L26 38M-10 15L-26 38M-16 5L-44 14" stroke="${o}" stroke-width="4"/>`,
  controller: (o: string) =>
    `<path d="M-30 -22H30C44 -22 50 -6 50 14C50 34 38 40 28 30L16 16H-16L-28 30C-38 40 -50 34 -50 14C-50 -6 -44 -22 -30 -22Z" fill="url(#m)" stroke="${o}" stroke-width="4" stroke-linejoin="round"/><path d="M-30 -6V14M-40 4H-20" stroke="${o}" stroke-width="6" stroke-linecap="round"/><circle cx="26" cy="-2" r="6" fill="${o}"/><circle cx="36" cy="10" r="6" fill="${o}"/>`,
  ball8: (o: string) =>
    `<circle r="46" fill="url(#m)" stroke="${o}" stroke-width="4"/><circle r="22" fill="#fff"/><text y="11" font-family="${HEAVY_SANS}" font-size="30" font-weight="900" text-anchor="middle" fill="${o}">8</text>`,
} satisfies Record<string, (outline: string) => string>;
type Motif = keyof typeof MOTIFS;

const SLOT_MOTIFS: readonly [Motif, ...Motif[]] = [
  'star',
  'gem',
  'coin',
  'crown',
  'bolt',
  'cherries',
];
const BANNER_MOTIFS: readonly [Motif, ...Motif[]] = ['star', 'coin', 'gem', 'crown', 'chip'];

const MOTIFS_BY_CATEGORY: Record<string, readonly [Motif, ...Motif[]]> = {
  RNG: SLOT_MOTIFS,
  LIVE: ['spade', 'chip', 'crown'],
  PVP: ['spade', 'chip', 'gem'],
  FISH: ['fish'],
  SPORTS: ['ball'],
  ESPORTS: ['controller', 'bolt'],
  COCKFIGHT: ['bolt', 'star'],
  LOTT: ['ball8', 'coin'],
  ELOTT: ['ball8', 'star'],
};

type Metal = readonly [light: string, mid: string, outline: string];

/** Motif colours that stand out on any background hue: gold, silver, ruby, emerald, sky. */
const METALS: readonly [Metal, ...Metal[]] = [
  ['#fff3a8', '#ffc61a', '#8a4b00'],
  ['#ffffff', '#c9d3e0', '#2c3a4f'],
  ['#ffb3c0', '#ff2d55', '#5c0016'],
  ['#b7ffd8', '#1fd17a', '#064d2a'],
  ['#c4f1ff', '#2bb3ff', '#063b66'],
];

export interface GameArtOptions {
  /** What the picture is for (a game code): the same key always draws the same picture. */
  key: string;
  title: string;
  /** The vendor's name, shown in the band at the foot. */
  vendor: string;
  /** The game category (RNG, LIVE, FISH…), which picks the emblems that suit it. */
  category: string;
  width: number;
  height: number;
}

/** A game's thumbnail: rays on a strong colour, a bold emblem, the title and the vendor's band. */
export function gameArt({ key, title, vendor, category, width, height }: GameArtOptions): string {
  const next = sequence(`game:${key}`);
  const hue = Math.floor(next() * 360);
  const vendorHue = seedFrom(`vendor:${vendor}`) % 360;
  const motifs = MOTIFS_BY_CATEGORY[category.toUpperCase()] ?? SLOT_MOTIFS;
  const motif = choose(motifs, next());
  const [light, mid, dark] = choose(METALS, next());
  const band = Math.round(height * 0.14);
  const lines = titleLines(title.toUpperCase());
  const cx = width / 2;
  // The emblem sits above the title: higher and smaller when the title takes two lines.
  const cy = height * (lines.length > 1 ? 0.28 : 0.33);
  const scale = (Math.min(width, height) * (lines.length > 1 ? 0.36 : 0.42)) / 100;
  const tilt = Math.round((next() - 0.5) * 24);
  const sparkles = Array.from({ length: 5 }, () => {
    const x = (next() * width).toFixed(0);
    const y = (next() * height * 0.6).toFixed(0);
    const r = (2 + next() * 4).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.7"/>`;
  }).join('');
  const label = escapeXml(title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<title>${label}</title>
<defs>
<radialGradient id="bg" cx="50%" cy="36%" r="80%"><stop offset="0" stop-color="${hsl(hue, 95, 62)}"/><stop offset="0.5" stop-color="${hsl(hue + 12, 90, 40)}"/><stop offset="1" stop-color="${hsl(hue + 30, 85, 14)}"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity="0.45"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${rays(cx, cy, Math.max(width, height), 16, next() * Math.PI)}
<circle cx="${cx}" cy="${cy}" r="${(Math.min(width, height) * 0.3).toFixed(1)}" fill="#fff" fill-opacity="0.18"/>
${sparkles}
<g filter="url(#s)" transform="translate(${cx} ${cy.toFixed(1)}) rotate(${tilt}) scale(${scale.toFixed(3)})">${MOTIFS[motif](dark)}</g>
${heavyText({
  lines,
  x: cx,
  bottom: height - band - height * 0.06,
  maxWidth: width * 0.9,
  maxSize: height * (lines.length > 1 ? 0.125 : 0.15),
  fill: '#fff',
  stroke: hsl(hue + 30, 90, 12),
})}
<rect y="${height - band}" width="${width}" height="${band}" fill="${hsl(vendorHue, 80, 16)}" fill-opacity="0.85"/>
<rect y="${height - band}" width="${width}" height="3" fill="${hsl(vendorHue, 95, 55)}"/>
<text x="${cx}" y="${(height - band * 0.3).toFixed(1)}" font-family="${HEAVY_SANS}" font-size="${(band * 0.5).toFixed(1)}" font-weight="700" letter-spacing="1" text-anchor="middle" fill="#fff">${escapeXml(vendor.toUpperCase())}</text>
</svg>`;
}

export interface VendorLogoOptions {
  /** The vendor code (vassalage) and category: the same pair always draws the same logo. */
  key: string;
  name: string;
  /** A short mark for the emblem, such as the vendor code. */
  mark: string;
  width: number;
  height: number;
}

/** A vendor's logo: an emblem with its mark beside its name, in the vendor's own colours. */
export function vendorLogo({ key, name, mark, width, height }: VendorLogoOptions): string {
  const next = sequence(`vendor:${key}`);
  const hue = Math.floor(next() * 360);
  const r = height * 0.3;
  const ex = width * 0.22;
  const cy = height / 2;
  const shape = Math.floor(next() * 3);
  const emblem =
    shape === 0
      ? `<circle cx="${ex}" cy="${cy}" r="${r}"/>`
      : shape === 1
        ? `<rect x="${ex - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.35}"/>`
        : `<polygon points="${ex},${cy - r * 1.1} ${ex + r * 1.1},${cy} ${ex},${cy + r * 1.1} ${ex - r * 1.1},${cy}"/>`;
  const shortMark = mark.replace(/[^A-Za-z0-9]/g, '').slice(0, 4) || name.slice(0, 2);
  const label = escapeXml(name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<title>${label}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 22)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 10)}"/></linearGradient>
<linearGradient id="e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 100, 70)}"/><stop offset="1" stop-color="${hsl(hue + 200, 95, 45)}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<path d="M${width * 0.55} 0L${width} 0L${width} ${height}L${width * 0.35} ${height}Z" fill="#fff" fill-opacity="0.06"/>
<g fill="url(#e)" stroke="#fff" stroke-width="3">${emblem}</g>
${heavyText({ lines: [shortMark.toUpperCase()], x: ex, bottom: cy + r * 0.28, maxWidth: r * 1.6, maxSize: r * 0.8, fill: '#fff', stroke: hsl(hue + 200, 90, 20) })}
${heavyText({ lines: titleLines(name), x: width * 0.66, bottom: cy + height * 0.1 + (titleLines(name).length - 1) * height * 0.1, maxWidth: width * 0.56, maxSize: height * 0.22, fill: '#fff', stroke: hsl(hue, 80, 8) })}
</svg>`;
}

export interface BannerArtOptions {
  key: string;
  title: string;
  caption: string;
  width: number;
  height: number;
}

/** A wide banner (home carousel, promotions): a colour sweep, big shapes and a heavy title. */
export function bannerArt({ key, title, caption, width, height }: BannerArtOptions): string {
  const next = sequence(`banner:${key}`);
  const hue = Math.floor(next() * 360);
  const [light, mid, dark] = choose(METALS, next());
  const motif = choose(BANNER_MOTIFS, next());
  const scale = (height * 0.62) / 100;
  const label = escapeXml(title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<title>${label}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 90, 18)}"/><stop offset="0.6" stop-color="${hsl(hue + 20, 90, 38)}"/><stop offset="1" stop-color="${hsl(hue + 40, 95, 55)}"/></linearGradient>
<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#000" flood-opacity="0.45"/></filter>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${rays(width * 0.78, height * 0.5, width, 20, next())}
<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.42}" fill="#fff" fill-opacity="0.14"/>
<g filter="url(#s)" transform="translate(${width * 0.78} ${height * 0.5}) rotate(-12) scale(${scale.toFixed(3)})">${MOTIFS[motif](dark)}</g>
${heavyText({ lines: titleLines(title.toUpperCase()), x: width * 0.34, bottom: height * 0.62, maxWidth: width * 0.56, maxSize: height * 0.2, fill: '#fff', stroke: hsl(hue, 90, 10) })}
<rect x="${width * 0.34 - width * 0.12}" y="${height * 0.72}" width="${width * 0.24}" height="${height * 0.13}" rx="${height * 0.065}" fill="${light}"/>
<text x="${width * 0.34}" y="${height * 0.81}" font-family="${HEAVY_SANS}" font-size="${(height * 0.065).toFixed(1)}" font-weight="900" text-anchor="middle" fill="${dark}">${escapeXml(caption.toUpperCase())}</text>
</svg>`;
}
