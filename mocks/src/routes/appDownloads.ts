import { Router } from 'express';
import { storedZip } from '../apps/package.js';
import { ANDROID_PACKAGE_PATH, IOS_LISTING_PATH } from '../apps/paths.js';

/**
 * The Android package: a real archive (the .apk container), with a note inside saying what it
 * stands for, since the brand's own build is the operator's to upload. The same bytes every time.
 */
const ANDROID_PACKAGE = storedZip([
  {
    name: 'META-INF/MANIFEST.MF',
    text: 'Manifest-Version: 1.0\r\nCreated-By: Playhouse stand-in\r\n\r\n',
  },
  {
    name: 'README.txt',
    text:
      'Playhouse for Android (stand-in package).\n' +
      "The platform's resources list the brand's Android build at this address; the stand-in " +
      'serves this archive in its place so that the download page can be tried end to end.\n',
  },
]);

/** The store listing the iOS entry leads to, as a store page would: a name, a note and a way on. */
const IOS_LISTING = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Playhouse for iPhone and iPad</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>Playhouse for iPhone and iPad</h1>
<p>This page stands in for the brand's App Store listing, which the platform's resources name
in a real deployment.</p>
<p>Playhouse also installs from Safari: <a href="/down#install">add it to your home screen</a>.</p>
</main>
</body>
</html>
`;

/** The app downloads the platform's resources point at (`defaultSettings().resources`). */
export function appDownloadRoutes(): Router {
  const router = Router();
  router.get(ANDROID_PACKAGE_PATH, (_req, res) => {
    res.setHeader('Content-Type', 'application/vnd.android.package-archive');
    res.setHeader('Content-Disposition', 'attachment; filename="playhouse.apk"');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(ANDROID_PACKAGE);
  });
  router.get(IOS_LISTING_PATH, (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.send(IOS_LISTING);
  });
  return router;
}
