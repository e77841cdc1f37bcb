import { Router, type Response } from 'express';
import { fail } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { bannerArt, gameArt, vendorLogo } from '../art/artwork.js';
import { ART_BASE } from './gameViews.js';

export function sendSvg(res: Response, svg: string) {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  // Artwork never changes for an id, so browsers and the service worker may keep it.
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(svg);
}

/** Generated artwork for games, vendors and banners: vendors' own images are out of reach here. */
export function artworkRoutes(store: MockStore): Router {
  const router = Router();
  /** The vendor an artwork address names: `…/:gameType/<vendor code>.svg`. */
  const vendorOf = (gameType: string, file: string) => {
    const vassalage = file.replace(/\.svg$/, '');
    return store.games.vendors.find((v) => v.gameType === gameType && v.vassalage === vassalage);
  };

  router.get(`${ART_BASE}/games/:file`, (req, res) => {
    const game = store.games.find(Number(req.params.file.replace(/\.svg$/, '')));
    if (!game) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    const vendor = store.games.vendors.find(
      (v) => v.vassalage === game.vassalage && v.gameType === game.gameType,
    );
    // 4:3, the shape of the lobby's picture box, so nothing is cropped.
    sendSvg(
      res,
      gameArt({
        key: game.gameCode,
        title: game.names.EN,
        vendor: vendor?.name ?? game.vassalage,
        category: game.gameType,
        width: 320,
        height: 240,
      }),
    );
  });

  router.get(`${ART_BASE}/vendors/:gameType/:file`, (req, res) => {
    const vendor = vendorOf(req.params.gameType, req.params.file);
    if (!vendor) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    // The logo is the vendor's, whatever lane it is listed in: one look per vendor code.
    sendSvg(
      res,
      vendorLogo({
        key: vendor.vassalage,
        name: vendor.name,
        mark: vendor.vassalage,
        width: 240,
        height: 120,
      }),
    );
  });

  router.get(`${ART_BASE}/vendor-games/:gameType/:file`, (req, res) => {
    const vendor = vendorOf(req.params.gameType, req.params.file);
    if (!vendor) {
      res.status(404).json(fail('request_not_found'));
      return;
    }
    sendSvg(
      res,
      gameArt({
        key: `vendor/${vendor.gameType}/${vendor.vassalage}`,
        title: vendor.name,
        vendor: vendor.name,
        category: vendor.gameType,
        width: 320,
        height: 240,
      }),
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
    sendSvg(
      res,
      bannerArt({
        key: `banner${banner.id}`,
        title: banner.title.EN,
        caption: 'Playhouse',
        width: 1200,
        height: 400,
      }),
    );
  });

  return router;
}
