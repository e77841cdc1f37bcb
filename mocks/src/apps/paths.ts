/**
 * Where the stand-in serves the brand's apps (routes/appDownloads.ts): under /wps, so the gateway
 * carries them to the site's own origin. The seeded resources (state/seed/settings.ts) name them.
 */
export const APP_BASE = '/wps/standin/apps';
export const ANDROID_PACKAGE_PATH = `${APP_BASE}/playhouse.apk`;
export const IOS_LISTING_PATH = `${APP_BASE}/ios`;
