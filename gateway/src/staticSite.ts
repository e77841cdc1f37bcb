import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { readPageRoutes } from './pageRoutes.js';

/** Files that must be revalidated on every visit so a new release reaches players. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA: hashed assets cached for a year, the shell always revalidated, and any
 * route without a file extension answered with `index.html` so deep links open the app.
 * A path that is none of the site's pages gets the same shell (it shows the not-found screen)
 * with HTTP 404; an unknown path that looks like a file is a plain 404.
 */
export function staticSite(webDist: string): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');
  const isPage = readPageRoutes(webDist);

  // Source maps carry every source file; a build may produce them for the operator, but the
  // public never gets them.
  router.use((req, _res, next) => {
    if (req.path.toLowerCase().endsWith('.map')) next('router');
    else next();
  });
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, filePath) => {
        const rel = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        if (NO_CACHE.has(rel)) res.setHeader('Cache-Control', 'no-cache');
        else if (rel.startsWith('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path) !== '' && req.path !== '/index.html') return next();
    if (!fs.existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path !== '/index.html' && !isPage(req.path)) res.status(404);
    res.sendFile(indexFile);
  };
  router.use(spaFallback);

  return router;
}
