import { afterFirstInput } from './afterFirstInput';
import type { InstallPromptEvent, PwaStore } from '../stores/PwaStore';

/**
 * Registers the service worker and wires install, update and network events to the PWA store.
 * A new version waits until the player chooses to reload: the app never reloads by itself.
 */
export function registerServiceWorker(
  pwa: PwaStore,
  scriptUrl = '/sw.js',
  /**
   * When to register. Precaching downloads the shell's chunks, so boot passes "a moment after
   * load, when the main thread is idle" (app/whenIdle.ts, `WORKER_TIMING`); the default is the
   * page's load event.
   */
  schedule: (register: () => void) => void = onLoad,
  /**
   * Called once when a first-time worker takes this page: what the page fetched before then did
   * not pass through the worker, so the caller asks again for what an offline start needs. The
   * player is told, once, that the site now works offline.
   */
  onFirstControl: () => void = () => undefined,
): void {
  window.addEventListener('online', () => pwa.setOnline(true));
  window.addEventListener('offline', () => pwa.setOnline(false));
  // The network may have gone while the page booted, before these listened.
  pwa.setOnline(navigator.onLine);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the site shows its own install button.
    event.preventDefault();
    pwa.offerInstall(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwa.offerInstall(null));

  if (!('serviceWorker' in navigator)) return;
  const reload = { requested: false };
  const toldAtFirstInput = afterFirstInput();
  // A worker already in charge at start: a visit after the first, already able to work offline.
  // Otherwise the first worker takes the page (the browser's own event: workbox-window can miss a
  // claim made before its registration has answered): the site works offline from now on, and
  // what an offline start needs is asked for again through it.
  if (navigator.serviceWorker.controller) pwa.setOfflineReady(false);
  else
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        if (reload.requested) return;
        onFirstControl();
        // Works offline from now; the player is told when they next act (afterFirstInput).
        pwa.setOfflineReady(false);
        toldAtFirstInput(() => pwa.setOfflineReady(true));
      },
      { once: true },
    );

  // Registering late keeps precaching off the first screen's network and main thread; the
  // workbox-window code is fetched then too, so it is not part of the first download.
  schedule(() => {
    void import('./workboxRegistration')
      .then(({ registerWithWorkbox }) => registerWithWorkbox(pwa, scriptUrl, reload))
      .catch(() => undefined);
  });
}

function onLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
