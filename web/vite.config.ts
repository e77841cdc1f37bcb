import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#0f1729';
const DAY = 24 * 60 * 60;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // A new version waits for the player's "reload": the app never reloads under them.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
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
        // The shell: the page, its scripts and styles, and the icons. Nothing from the API.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/wps\//,
          /^\/lgw\//,
          /^\/lotto\//,
          /^\/socket\.io/,
          /^\/__dev\//,
          /^\/config\.json/,
          /^\/healthz/,
        ],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The site status is public: offline, the last one lets the installed shell open.
            urlPattern: ({ url }) => url.pathname === '/wps/system/status',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'site-status',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 1, maxAgeSeconds: 7 * DAY },
            },
          },
          {
            // Game artwork rarely changes and is large: served from cache first.
            urlPattern: ({ request, url }) =>
              request.destination === 'image' && !url.pathname.startsWith('/wps/member'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'game-artwork',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Public lobby lists (vendors, game menus): shown at once, refreshed behind.
            // Anything sent with a session token (money, personal data) is never cached.
            urlPattern: ({ request, url }) =>
              request.method === 'GET' &&
              !request.headers.has('Authorization') &&
              (/^\/wps\/relay\/GCSGAME_/.test(url.pathname) ||
                /^\/(lotto\/)?lgw\/(vn\/)?games\/game_menus?$/.test(url.pathname)),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'lobby-lists',
              expiration: { maxEntries: 60, maxAgeSeconds: DAY },
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
  build: { sourcemap: true },
});
