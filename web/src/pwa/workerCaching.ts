/**
 * What the service worker may keep of the platform's answers (its rules are in vite.config.ts).
 * The worker's cache outlives the session and is read by whoever opens the browser next, so it
 * keeps only answers that are the same for every visitor: nothing personal, nothing a member's
 * session fetched.
 *
 * workbox-build copies each of these functions' source into the worker (sw.js): each must stand
 * on its own, using nothing from outside its body but the worker's globals.
 */

interface CacheUpdate {
  request: Request;
  response: Response;
}

/**
 * The site status, as an offline start needs it. Without a status the installed app cannot open
 * offline (the app shows the status failure instead), so the worker keeps one; but the status
 * also names the visitor's IP address (`location`), which is personal. Only the fields the site
 * reads to start, all the same for every visitor, are kept: whether the site is up or restricted,
 * and the site's modules, resources, mirrors, CDN hosts, customer-service entries (encrypted) and
 * accepted number patterns. Anything else, today's or tomorrow's, stays out.
 */
export const siteWideStatusOnly = async ({ response }: CacheUpdate): Promise<Response | null> => {
  if (!response || response.status !== 200) return null;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return null;
  }
  const envelope = (body ?? {}) as { success?: unknown; value?: unknown };
  if (envelope.success !== true || typeof envelope.value !== 'object' || !envelope.value) {
    return null;
  }
  const value = envelope.value as Record<string, unknown>;
  const info = (typeof value.info === 'object' && value.info ? value.info : {}) as Record<
    string,
    unknown
  >;
  const register = (
    typeof info.register === 'object' && info.register ? info.register : {}
  ) as Record<string, unknown>;
  const kept = {
    success: true,
    message: '',
    value: {
      maintenance: value.maintenance,
      maintenanceEndTime: value.maintenanceEndTime,
      regionRestriction: value.regionRestriction,
      info: {
        customerService: info.customerService,
        domainRoute: info.domainRoute,
        resources: info.resources,
        whitelabel: info.whitelabel,
        register: { acceptedPattern: register.acceptedPattern },
        imageCDNs: info.imageCDNs,
        launchGameCDNs: info.launchGameCDNs,
      },
    },
  };
  return new Response(JSON.stringify(kept), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
};

/**
 * Whether a request is a visitor's read of the platform's public content, which an offline start
 * shows again: the lobby lists (vendors, game lists, hot games, game menus), the jackpot and the
 * latest wins, the public announcements (banners, notices) and the help centre. Named one by one:
 * a call added later is not kept until it is known to be the same for every visitor. The worker
 * cannot see the session cookie, and without a session the gateway adds no token, so a call sent
 * while signed in is told by its cache mode: the page's transport asks `no-store` for every call
 * it makes while signed in (web/src/api/httpTransport.ts). The same addresses answer a member with
 * their own marks (favourites) or their own notices, which must never be kept, nor served to the
 * next visitor.
 */
export const isPublicRead = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' &&
  request.cache !== 'no-store' &&
  // A search by name (the full search view's call) is no list the player has seen, and its
  // failure must show, with a retry, rather than an earlier answer to the same words. Written
  // out here: workbox copies this function's source alone into the worker.
  url.pathname !== '/wps/relay/GCSGAME_getGameMatchV2' &&
  (/^\/wps\/relay\/GCSGAME_/.test(url.pathname) ||
    /^\/(lotto\/)?lgw\/(vn\/)?games\/game_menus?$/.test(url.pathname) ||
    /^\/wps\/relay\/(VIS_getJackpot|ODSFE2_getWinnerBoard|MCSFE_getListAnnouncements)$/.test(
      url.pathname,
    ) ||
    url.pathname === '/wps/system/helpCenter');

/**
 * Keeps a public list only while no session exists at all: a tab still signed out when another
 * tab has just signed in sends its call with the new session's cookie, and the gateway answers
 * it as the member's. The gateway's signed-in mark (a cookie scripts may read) tells; where the
 * worker cannot read cookies, the request's cache mode above is the rule.
 */
export const notWhileSignedIn = async ({ response }: CacheUpdate): Promise<Response | null> => {
  if (!response || response.status !== 200) return null;
  const cookies = (
    globalThis as unknown as { cookieStore?: { get(name: string): Promise<unknown> } }
  ).cookieStore;
  if (!cookies) return response;
  try {
    return (await cookies.get('ph_signed_in')) ? null : response;
  } catch {
    return null;
  }
};

/**
 * The header a kept answer carries when the worker serves it: when it was stored, in milliseconds
 * since the epoch. An answer from the network has none, so the page knows what it shows from the
 * offline copy, and since when (web/src/api/httpTransport.ts reads it).
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** Stamps the copy the worker keeps with the time it was stored (`OFFLINE_COPY_HEADER`). */
export const stampOfflineCopy = async ({ response }: CacheUpdate): Promise<Response | null> => {
  if (!response) return null;
  const headers = new Headers(response.headers);
  // Written out, not the constant above: the worker gets this function's source alone.
  headers.set('X-Offline-Copy', String(Date.now()));
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/**
 * A picture the site shows, the same for everyone (game artwork, vendor logos, banners, stock
 * avatars; a member's own pictures are shown from `data:` addresses and never fetched). Either
 * the page's own request for it, or the page asking again for one it showed before the worker
 * took it (web/src/pwa/warmOfflineCopy.ts), which `fetch` cannot mark as an image request: it
 * asks for an image type instead.
 */
export const isPicture = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' &&
  !url.pathname.startsWith('/wps/member') &&
  (request.destination === 'image' ||
    (request.destination === '' && /^image\//.test(request.headers.get('Accept') ?? '')));

/**
 * The site's own built code and styles outside the precache (hashed names, never changed in
 * place): the member and agent centres, the other screens, the other languages' words. Kept when
 * a page first loads them, so a screen opened once opens offline too.
 */
export const isBuiltCode = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean =>
  sameOrigin && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname);
