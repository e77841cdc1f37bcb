import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  isBuiltCode,
  isPicture,
  isPublicRead,
  notWhileSignedIn,
  siteWideStatusOnly,
  stampOfflineCopy,
} from './src/pwa/workerCaching.ts';
import { PAGE_ROUTES } from './src/routing/pageRoutes.ts';

const THEME = '#0f1729';
const BOOT = 'src/boot.ts';
/** The status call the boot script sends on a plain shell, while the bundle downloads. */
const EARLY_STATUS = 'src/app/earlyStatus.ts';

const MAIN_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page starts with one small script, src/boot.ts, built as an entry of its own: Vite's tags
 * for the application bundle (its script and module preloads) are taken out of index.html and
 * handed to that script as data attributes, so it decides when the bundle is fetched (at once on
 * a plain shell, after the first paint on a page the gateway rendered). Stylesheets stay in the
 * page: the rendered page needs them to paint.
 */
function bootEntry(): Plugin {
  return {
    name: 'playhouse-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith(BOOT),
        );
        if (boot?.type !== 'chunk') throw new Error(`${BOOT} was not built`);
        // Each static import of the boot script is a round trip before the bundle is requested.
        if (boot.imports.length)
          throw new Error(`${BOOT} must import nothing statically: ${boot.imports.join(', ')}`);
        const status = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(EARLY_STATUS),
        );
        if (!status) throw new Error(`${EARLY_STATUS} is not a chunk of its own`);
        const main = MAIN_SCRIPT.exec(html)?.[1];
        if (!main) throw new Error('index.html has no application script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
        const tag =
          `<script type="module" async crossorigin src="/${boot.fileName}"` +
          ` data-entry="${main}" data-preload="${preloads.join(' ')}"` +
          ` data-status="/${status.fileName}"></script>`;
        return html.replace(MODULE_PRELOAD, '').replace(MAIN_SCRIPT, `\n    ${tag}`);
      },
    },
  };
}
/**
 * A screen loaded on its own, named as the app names it: a feature's index (`help`), a centre's
 * frame (`app/member`), or a screen the app composes of features (`app/screens/help`).
 */
const FEATURE_INDEX = /\/src\/(?:features|app\/screens|app)\/([^/.]+)(?:\/index)?\.tsx?$/;
/** The same, or another module of a feature that is loaded on its own (a section's screen). */
const FEATURE_MODULE = /\/src\/(?:features|app\/screens|app)\/([^.]+)\.tsx?$/;

/**
 * Writes `screen-styles.json`: for each feature loaded on demand, the stylesheets its screen needs
 * beyond the page's own (its chunk's and those of the chunks it imports). The gateway links them
 * into a page it renders, so the first paint is styled; otherwise they would arrive with the
 * feature's code, after the first paint, and the page would move when they did. And
 * `screen-assets.json`, its code and styles by module: on a centre's deep link the gateway has the
 * boot script fetch the frame's and the section's with the bundle, not each after the last.
 */
function screenStyles(): Plugin {
  return {
    name: 'playhouse-screen-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const cssOf = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return new Set();
        seen.add(fileName);
        const css = new Set(chunk.viteMetadata?.importedCss ?? []);
        for (const imported of chunk.imports) for (const f of cssOf(imported, seen)) css.add(f);
        return css;
      };
      // What the page links already: the entry's stylesheets and those of its static imports.
      const onPage = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) {
        for (const f of cssOf(entry.fileName)) onPage.add(f);
      }
      /** For each chunk loaded on demand whose module matches `pattern`, the files it lists. */
      const perModule = (pattern: RegExp, files: (chunk: (typeof chunks)[number]) => string[]) => {
        const map: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const name = chunk.isDynamicEntry ? pattern.exec(chunk.facadeModuleId ?? '')?.[1] : null;
          if (name) map[name.replace(/\/index$/, '')] = files(chunk).map((f) => `/${f}`);
        }
        return map;
      };
      const styles = perModule(FEATURE_INDEX, (chunk) =>
        [...cssOf(chunk.fileName)].filter((f) => !onPage.has(f)),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'screen-styles.json',
        source: JSON.stringify(styles, null, 2),
      });

      // What a deep link into a centre needs beyond the bundle: each feature module loaded on
      // demand (`agent`, `agent-team/notices`) with the chunks it imports, less those the bundle
      // brings anyway, and their stylesheets, less the page's.
      const jsOf = (fileName: string, seen: Set<string>): void => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunk.imports) jsOf(imported, seen);
      };
      const inBundle = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) jsOf(entry.fileName, inBundle);
      const assets = perModule(FEATURE_MODULE, (chunk) => {
        const code = new Set<string>();
        jsOf(chunk.fileName, code);
        const css = [...cssOf(chunk.fileName)].filter((f) => !onPage.has(f));
        return [...code].filter((f) => !inBundle.has(f)).concat(css);
      });
      this.emitFile({
        type: 'asset',
        fileName: 'screen-assets.json',
        source: JSON.stringify(assets, null, 2),
      });
    },
  };
}
/**
 * Writes `page-routes.json`, the route table's paths: the gateway answers any other path with
 * HTTP 404 (and the same shell, which shows the not-found screen).
 */
function pageRoutes(): Plugin {
  return {
    name: 'playhouse-page-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'page-routes.json',
        source: JSON.stringify(PAGE_ROUTES, null, 2),
      });
    },
  };
}

/**
 * What the worker downloads on install (the precache): what a visitor's first screens run, and
 * nothing else. Every other chunk (the member and agent centres, the other screens, the languages
 * other than English) is kept by the worker's runtime cache when a page first loads it.
 *
 * Found in the build's own graph, not listed by file: the page's entries, and the chunks of the
 * modules below, each with every chunk it imports statically. A screen that is not one of these,
 * such as a new centre section, cannot land in the precache by accident; `npm test` (step
 * `size`, scripts/checkSize.ts) checks that no centre or agent code is in it.
 */
const PRECACHED_CODE = [
  // The home page's own lazy parts (carousels, notice popup; the page itself is in the bundle).
  /\/src\/features\/home\//,
  // The category lobbies, the same screen for every category.
  /\/src\/features\/lobby\//,
  // The offline words, which an offline start shows.
  /\/src\/pwa\//,
  // The status call every start from the plain shell makes (an offline start is one).
  /\/src\/app\/earlyStatus\.ts$/, // EARLY_STATUS
  // The worker's registration, loaded on every visit.
  /[\\/]node_modules[\\/]workbox-window[\\/]/,
];
/** Built files a page loads as code: the only ones the precache leaves out by the graph. */
const CODE_FILE = /^assets\/.+\.(?:js|css)$/;

/** The precached code's files (`assets/…`), set by `precacheSet` once the bundle is written. */
const precached = new Set<string>();

function precacheSet(): Plugin {
  return {
    name: 'playhouse-precache-set',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const roots = chunks.filter(
        (c) => c.isEntry || PRECACHED_CODE.some((p) => p.test(c.facadeModuleId ?? '')),
      );
      // A pattern that matches no module any more (a folder renamed) would shrink the precache
      // silently: the offline start would then miss its code.
      for (const pattern of PRECACHED_CODE) {
        if (!chunks.some((c) => c.moduleIds.some((id) => pattern.test(id))))
          throw new Error(`precache: no module matches ${String(pattern)}`);
      }
      precached.clear();
      const add = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || precached.has(fileName)) return;
        precached.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) precached.add(css);
        for (const imported of chunk.imports) add(imported);
      };
      for (const root of roots) add(root.fileName);
    },
  };
}

/**
 * The precache list workbox-build made from the built files, cut to the precached code (the
 * graph's, above); the page itself stays.
 */
function precacheOnly<T extends { url: string }>(entries: T[], code: ReadonlySet<string>) {
  if (code.size === 0) throw new Error('precache: the bundle graph was not read');
  return entries.filter((entry) => !CODE_FILE.test(entry.url) || code.has(entry.url));
}

const DAY = 24 * 60 * 60;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

/**
 * Translations are JSON (`src/i18n/locales/<lang>/<namespace>.json`), only ever imported whole:
 * without an export per key as well, a language's bundle is a third smaller (gzip).
 */
const json: UserConfig['json'] = { namedExports: false };

/**
 * The first-screen renderer the gateway runs (`src/entry-server.tsx`), one self-contained file
 * beside the site rather than in it, so it is neither served nor precached.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  json,
  ssr: { noExternal: true, target: 'node' },
  // React's bundled CommonJS picks its build from NODE_ENV at run time: fix it to production here,
  // or the gateway would render with React's development build (about twice as slow, measured).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, minify: true },
};

const browserBuild: UserConfig = {
  json,
  plugins: [
    react(),
    bootEntry(),
    screenStyles(),
    pageRoutes(),
    precacheSet(),
    VitePWA({
      // A new version waits for the player's "reload": the app never reloads under them.
      registerType: 'prompt',
      injectRegister: false,
      // What the pages draw offline: the logo, the sprite and the stock avatar. The home-screen
      // icons (the manifest's PNGs, apple-touch-icon) are not: the browser fetches them itself
      // when the site is installed, and precaching them put 30 KiB into every first visit.
      includeAssets: ['icon.svg', 'icons.svg', 'avatar-fallback.svg'],
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Playhouse',
        short_name: 'Playhouse',
        description: 'Live casino, slots, fishing, lottery, sports and more.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: THEME,
        theme_color: THEME,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        shortcuts: [
          { name: 'Lobby', url: '/', icons: [{ src: '/icon-192.png', sizes: '192x192' }] },
          {
            name: 'Deposit',
            url: '/member?page=depositv2',
            icons: [{ src: '/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Promotions',
            url: '/promotions',
            icons: [{ src: '/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
      workbox: {
        // The shell: the page, and the scripts and styles of the shell, the home page and the
        // lobbies (`precacheSet` above); the pictures and the manifest come from `includeAssets`
        // and the manifest (found by a pattern as well, each would be listed twice). Nothing
        // from the API.
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({ manifest: precacheOnly(entries, precached), warnings: [] }),
        ],
        // Every page opens from the built shell, the same for everyone (no member's page is ever
        // kept: the gateway's rendered pages are not cached).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          // A sign-in link must reach the gateway, which exchanges its token for the session
          // cookie and sends the page on without it; the shell would leave the token unused in
          // the address.
          /[?&]token=/,
          /^\/wps\//,
          /^\/lgw\//,
          /^\/lotto\//,
          /^\/socket\.io/,
          /^\/__dev\//,
          /^\/config\.json/,
          /^\/healthz/,
        ],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once, so going offline right after the first
        // visit still opens the shell. Later versions still wait for the player's "reload".
        clientsClaim: true,
        runtimeCaching: [
          {
            // Offline, the last status lets the installed shell open; only its site-wide fields
            // are kept, never the visitor's IP address it also carries (src/pwa/workerCaching.ts).
            urlPattern: ({ url }) => url.pathname === '/wps/system/status',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'site-status',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 1, maxAgeSeconds: 7 * DAY },
              plugins: [{ cacheWillUpdate: siteWideStatusOnly }],
            },
          },
          {
            // Game artwork rarely changes and is large: served from cache first. The pictures
            // the site fetches are the same for everyone (artwork, stock avatars); a member's own
            // (payment proofs, feedback) are shown from `data:` addresses and never fetched.
            urlPattern: isPicture,
            handler: 'CacheFirst',
            options: {
              cacheName: 'game-artwork',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // The public content a visitor's screens show (lobby lists, hot games, jackpot and
            // wins, announcements, help): fresh from the network while it answers within a few
            // seconds; otherwise the last copy, stamped with when it was stored so the page can
            // say so. A visitor's only: nothing a member's session fetched is kept
            // (src/pwa/workerCaching.ts).
            urlPattern: isPublicRead,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-reads',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 80, maxAgeSeconds: 7 * DAY },
              cacheableResponse: { statuses: [200] },
              plugins: [
                { cacheWillUpdate: notWhileSignedIn },
                { cacheWillUpdate: stampOfflineCopy },
              ],
            },
          },
          {
            // The built code the precache leaves out (centres, other screens, other languages),
            // kept the first time a page loads it. Its names change with its content, so a kept
            // file is never stale.
            urlPattern: isBuiltCode,
            handler: 'CacheFirst',
            options: {
              cacheName: 'site-code',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/lgw': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
  build: {
    sourcemap: true,
    rollupOptions: {
      input: { index: 'index.html', boot: BOOT },
      output: {
        codeSplitting: {
          // The libraries every screen needs travel as one file: on a slow mobile line each
          // extra request in the first download costs a round trip (HTTP/1.1 opens at most six
          // connections). Libraries only some screens use (node-forge, swiper, socket.io) stay
          // in their own chunks, loaded when needed.
          groups: [
            {
              // The DES part of node-forge: customer-service addresses, decrypted on every page
              // once it is idle (src/api/forgeDes.ts). The rest of node-forge (RSA for encrypted
              // calls) stays in the chunk below, fetched at the first encrypted call.
              name: 'forge-des',
              test: /node_modules[\\/]node-forge[\\/]lib[\\/](forge|util|baseN|cipher|cipherModes|des)\.js$/,
              priority: 2,
            },
            { name: 'node-forge', test: /node_modules[\\/]node-forge[\\/]/, priority: 1 },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
};
