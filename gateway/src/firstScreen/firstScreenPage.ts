import type { ClientFacts } from '../security/trustProxy.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookie } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MirrorPool } from '../mirrors/pool.js';
import type { Logger } from '../ops/logger.js';
import type { GatewayMetrics } from '../ops/metrics.js';
import { requestIdFrom } from '../proxy/headers.js';
import { endedCookies, sessionIdFrom } from '../session/cookies.js';
import type { MemberSession, SessionLookup } from '../session/sessions.js';
import { platformFetch } from './platformFetch.js';
import type { FirstScreen, RenderFirstScreen } from './renderer.js';

/** Marks in web/index.html: where the data block goes, and the static frame the markup replaces. */
export const DATA_MARK = '<!--first-screen-data-->';
export const ROOT_START = '<!--first-screen-->';
export const ROOT_END = '<!--/first-screen-->';

/**
 * The PWA's preference cookies (web/src/stores/preferenceCookie.ts): a language code, a theme, and
 * the session mark that leaves the visitors' announcement popup out of the page.
 */
const PREFERENCES = ['lang', 'theme', 'ANONYMOUS_POPUP'] as const;
type Preferences = Partial<Record<(typeof PREFERENCES)[number], string>>;
const PREFERENCE_VALUE = /^[A-Za-z0-9-]{1,16}$/;
const ATTRIBUTE_NAME = /^[a-z][a-z-]*$/;

export interface FirstScreenOptions {
  render: RenderFirstScreen;
  webDist: string;
  pool: MirrorPool;
  merchantCode: string;
  /** Who the browser is, as far as the trusted proxies say. */
  client: ClientFacts;
  languages: { supported: readonly string[]; fallback: string };
  /** How long the platform may take before the page goes out as a plain shell. */
  timeoutMs: number;
  /**
   * Pages rendered at once. Rendering is an optimisation: past this (a burst, a slow platform)
   * pages go out as the plain shell rather than hold the gateway's CPU and memory.
   */
  concurrency: number;
  logger: Logger;
  metrics: GatewayMetrics;
  /**
   * The member a page request comes from (the session cookie): their page is rendered signed in,
   * the platform asked with their token, which stays here (never in the page or a log).
   */
  sessions: SessionLookup;
}

type Outcome = 'rendered' | 'skipped' | 'busy' | 'timeout' | 'failed';

class RenderTimeout extends Error {}

function preferences(req: Request): Preferences {
  const cookies = parseCookie(req.headers.cookie ?? '');
  const chosen: Preferences = {};
  for (const name of PREFERENCES) {
    const value = cookies[name];
    if (value && PREFERENCE_VALUE.test(value)) chosen[name] = value;
  }
  return chosen;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The web build's map of feature folder to the stylesheets its screen needs (see web/vite.config.ts). */
export const SCREEN_STYLES_FILE = 'screen-styles.json';
/** The web build's map of feature module to the code and styles it needs beyond the page's. */
export const SCREEN_ASSETS_FILE = 'screen-assets.json';
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
const SCREEN_ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/** One of the web build's asset maps, keeping only addresses of its assets; none when missing. */
async function readAssetMap(
  webDist: string,
  file: string,
  address: RegExp,
): Promise<Record<string, string[]>> {
  const text = await fs.readFile(path.join(webDist, file), 'utf8').catch(() => null);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([feature, files]) => [
        feature,
        Array.isArray(files)
          ? files.filter((f): f is string => typeof f === 'string' && address.test(f))
          : [],
      ]),
    );
  } catch {
    return {};
  }
}

/** The stylesheets of each feature, as the web build listed them; none when the file is missing. */
export const readScreenStyles = (webDist: string) =>
  readAssetMap(webDist, SCREEN_STYLES_FILE, STYLESHEET);

/** The code and styles of each feature module beyond the page's; none when the file is missing. */
export const readScreenAssets = (webDist: string) =>
  readAssetMap(webDist, SCREEN_ASSETS_FILE, SCREEN_ASSET);

/**
 * Hands the boot script (web/src/boot.ts) what this screen needs beyond the bundle, to fetch right
 * after it (`data-screen`); the page unchanged when it has no such script or nothing is needed.
 */
function withScreenAssets(page: string, assets: readonly string[]): string {
  const wanted = [...new Set(assets.filter((href) => SCREEN_ASSET.test(href)))];
  if (wanted.length === 0) return page;
  return page.replace(
    /(<script\b[^>]*\sdata-preload="[^"]*")/,
    (tag: string) => `${tag} data-screen="${wanted.join(' ')}"`,
  );
}

/**
 * Puts the data block and the markup into the page, with the rendered screen's own stylesheets
 * in its head (a feature's styles otherwise come with its code, after the first paint, and the
 * page would move); null when the template lacks the marks.
 */
export function fillTemplate(
  template: string,
  screen: FirstScreen,
  styles: readonly string[] = [],
  assets: readonly string[] = [],
): string | null {
  const links = styles
    .filter((href) => STYLESHEET.test(href) && !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const linked = links ? template.replace('</head>', `${links}</head>`) : template;
  const page = withScreenAssets(linked, assets);
  const dataAt = page.indexOf(DATA_MARK);
  const start = page.indexOf(ROOT_START);
  const end = page.indexOf(ROOT_END);
  if (dataAt < 0 || start < dataAt || end < start) return null;
  const attributes = Object.entries(screen.htmlAttributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const head = page.slice(0, dataAt).replace(/<html[^>]*>/, `<html${attributes}>`);
  return (
    head +
    `<script type="application/json" id="first-screen">${screen.data}</script>` +
    // React hydrates #root's children: no white space may stand around the markup.
    page.slice(dataAt + DATA_MARK.length, start).trimEnd() +
    screen.html +
    page.slice(end + ROOT_END.length).trimStart()
  );
}

/**
 * Page requests (GET, a path without a file extension) answered with the page's first screen
 * rendered by the web's renderer, over the platform's answers for this visitor, so a first visit
 * paints the site from the HTML. Whatever goes wrong (the platform is slow or down, the page is
 * not one the renderer does, the template has no marks) passes the request on to the plain shell,
 * which the browser renders by itself as before. An installed app never gets here: its service
 * worker answers page requests from its cache.
 */
export function firstScreenPage(options: FirstScreenOptions): RequestHandler {
  const indexFile = path.join(options.webDist, 'index.html');
  // Read once: the build does not change under a running gateway (index.html is read each time
  // only so a deploy that swaps it in place is picked up).
  let screenStyles: Promise<Record<string, string[]>> | undefined;
  let screenAssets: Promise<Record<string, string[]>> | undefined;
  let inFlight = 0;
  return async (req, res, next) => {
    if (req.method !== 'GET' || path.extname(req.path) !== '') {
      next();
      return;
    }
    const started = performance.now();
    const done = (outcome: Outcome) =>
      options.metrics.firstScreens.observe({ outcome }, (performance.now() - started) / 1000);
    if (inFlight >= options.concurrency) {
      done('busy');
      next();
      return;
    }
    inFlight += 1;
    try {
      await answer(req, res, next, done);
    } finally {
      inFlight -= 1;
    }
  };

  async function answer(
    req: Request,
    res: Response,
    next: NextFunction,
    done: (outcome: Outcome) => void,
  ): Promise<void> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new RenderTimeout());
      }, options.timeoutMs);
    });
    const forwardedFor = req.headers['x-forwarded-for'];
    let session: MemberSession | undefined;
    let screen: FirstScreen | null;
    try {
      // Looked up within the page's time: a slow session store sends the plain shell too.
      session = await Promise.race([options.sessions.sessionOf(req), timeout]);
      const secure = options.client.proto(req) === 'https';
      // A cookie naming no live session (idled out, signed out elsewhere) is cleared with the
      // page, so the browser starts signed out as the page is rendered; nothing else is touched.
      if (!session && sessionIdFrom(req, secure) !== undefined)
        res.append('Set-Cookie', endedCookies(secure));
      screen = await Promise.race([
        options.render({
          url: req.originalUrl,
          deviceLanguages: req.acceptsLanguages().filter((tag) => tag !== '*'),
          preferences: preferences(req),
          languages: options.languages,
          merchantCode: options.merchantCode,
          signedIn: session !== undefined,
          fetch: platformFetch(
            options.pool,
            options.merchantCode,
            {
              clientIp: req.socket.remoteAddress ?? '',
              forwardedFor:
                typeof forwardedFor === 'string' && options.client.peerTrusted(req)
                  ? forwardedFor
                  : undefined,
              proto: options.client.proto(req),
              host: req.headers.host,
              requestId: requestIdFrom(req.headers),
            },
            controller.signal,
            session?.token,
          ),
        }),
        timeout,
      ]);
    } catch (error) {
      const timedOut = error instanceof RenderTimeout;
      done(timedOut ? 'timeout' : 'failed');
      // The path only: a query may carry a token from a sign-in link.
      options.logger.warn(
        { path: req.path, reason: timedOut ? 'timeout' : (error as Error).message },
        'first screen not rendered',
      );
      next();
      return;
    } finally {
      clearTimeout(timer);
    }

    // Read only for a page that was rendered: the plain shell goes out through the static site.
    const template = screen ? await fs.readFile(indexFile, 'utf8').catch(() => null) : null;
    screenStyles ??= readScreenStyles(options.webDist);
    screenAssets ??= readScreenAssets(options.webDist);
    const stylesOf = await screenStyles;
    const styled = screen?.feature ? [screen.feature, ...(screen.inside ?? [])] : [];
    const styles = [...new Set(styled.flatMap((feature) => stylesOf[feature] ?? []))];
    const assetsOf = await screenAssets;
    const assets = (screen?.preload ?? []).flatMap((module) => assetsOf[module] ?? []);
    const page = screen && template ? fillTemplate(template, screen, styles, assets) : null;
    if (!page) {
      done('skipped');
      next();
      return;
    }
    done('rendered');
    // Rendered for this visitor: their address (region check) and languages; a member's page
    // holds their name and figures, which no cache keeps (a shared computer's back button).
    res.setHeader('Cache-Control', session ? 'private, no-store' : 'private, no-cache');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    res.type('html').send(page);
  }
}
