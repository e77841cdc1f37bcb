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
 * Whether a request is a visitor's call for a public lobby list. The worker cannot see the
 * session cookie, and without a session the gateway adds no token, so a call sent while signed
 * in is told by its cache mode: the page's transport asks `no-store` for every call it makes
 * while signed in (web/src/api/httpTransport.ts). The same address answers a member with their
 * own marks (favourites), which must never be kept, nor served to the next visitor.
 */
export const isPublicLobbyList = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' &&
  request.cache !== 'no-store' &&
  (/^\/wps\/relay\/GCSGAME_/.test(url.pathname) ||
    /^\/(lotto\/)?lgw\/(vn\/)?games\/game_menus?$/.test(url.pathname));

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
