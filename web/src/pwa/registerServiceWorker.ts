import { Workbox } from 'workbox-window';
import type { InstallPromptEvent, PwaStore } from '../stores/PwaStore';

/**
 * Registers the service worker and wires install, update and network events to the PWA store.
 * A new version waits until the player chooses to reload: the app never reloads by itself.
 */
export function registerServiceWorker(pwa: PwaStore, scriptUrl = '/sw.js'): void {
  window.addEventListener('online', () => pwa.setOnline(true));
  window.addEventListener('offline', () => pwa.setOnline(false));
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the site shows its own install button.
    event.preventDefault();
    pwa.offerInstall(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwa.offerInstall(null));

  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(scriptUrl);
  let reloadRequested = false;

  workbox.addEventListener('waiting', () => {
    pwa.offerUpdate(() => {
      reloadRequested = true;
      workbox.messageSkipWaiting();
    });
  });
  // Only the player's own "reload" leads here; another tab's update must not reload this one.
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });

  // Registering after the page has loaded keeps precaching off the first paint's network.
  const register = () => void workbox.register().then(onRegistered);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  function onRegistered(registration: ServiceWorkerRegistration | undefined) {
    // Installed apps stay open for days: look for a new version every hour and on return.
    if (!registration) return;
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, 60 * 60 * 1000);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  }
}
