import { Router, type Response } from 'express';
import { fail } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { seedFrom } from '../state/seed/random.js';
import { ART_BASE } from './gameViews.js';

const PALETTES: readonly (readonly [string, string])[] = [
  ['#1d3557', '#e63946'],
  ['#2a9d8f', '#264653'],
  ['#6d597a', '#e56b6f'],
  ['#003049', '#fcbf49'],
  ['#3a0ca3', '#4cc9f0'],
  ['#606c38', '#dda15e'],
  ['#9d0208', '#ffba08'],
  ['#023e8a', '#90e0ef'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A card of two colours picked from the text, with the title and a caption. */
export function card(key: string, title: string, caption: string, width: number, height: number) {
  const h = seedFrom(key);
  const [from, to] = PALETTES[h % PALETTES.length] ?? ['#1d3557', '#e63946'];
  const circle = 20 + (h % 40);
  const words = title.split(' ');
  const lines =
    words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [title];
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${height / 2 + (i - (lines.length - 1) / 2) * 22}" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" rx="16" fill="url(#g)"/>
<circle cx="${width - circle}" cy="${circle}" r="${circle}" fill="#ffffff" fill-opacity="0.15"/>
${text}
<text x="50%" y="${height - 16}" font-size="13" text-anchor="middle" fill="#fff" fill-opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
}

export function sendSvg(res: Response, svg: string) {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  // Artwork never changes for an id, so browsers and the service worker may keep it.
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(svg);
}

/** Generated artwork for games, vendors and banners: vendors' own images are out of reach here. */
export function artworkRoutes(store: MockStore): Router {
  const router = Router();

  router.get(`${ART_BASE}/games/:file`, (req, res) => {
    const game = store.games.find(Number(req.params.file.replace(/\.svg$/, '')));
    if (!game) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    sendSvg(
      res,
      card(game.gameCode, game.names.EN, `${game.vassalage} · ${game.gameType}`, 240, 240),
    );
  });

  router.get(`${ART_BASE}/vendors/:gameType/:file`, (req, res) => {
    const vassalage = req.params.file.replace(/\.svg$/, '');
    const vendor = store.games.vendors.find(
      (v) => v.gameType === req.params.gameType && v.vassalage === vassalage,
    );
    if (!vendor) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    sendSvg(
      res,
      card(`${vendor.gameType}/${vendor.vassalage}`, vendor.name, vendor.gameType, 240, 120),
    );
  });

  router.get(`${ART_BASE}/banners/:file`, (req, res) => {
    const banner = store.announcements.banners.find(
      (b) => b.id === Number(req.params.file.replace(/\.svg$/, '')),
    );
    if (!banner) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    sendSvg(res, card(`banner${banner.id}`, banner.title.EN, 'Playhouse', 1200, 400));
  });

  return router;
}
