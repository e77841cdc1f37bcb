import { Workbox } from 'workbox-window';
import type { PwaStore } from '../stores/PwaStore';

/**
 * Registers the worker through workbox-window and wires its updates to the PWA store: a new
 * version waits until the player chooses to reload (`reloadRequested` says they did). Its own
 * chunk, with workbox-window, fetched when registering: nothing of it is in the first download.
 */
export async function registerWithWorkbox(
  pwa: PwaStore,
  scriptUrl: string,
  reload: { requested: boolean },
): Promise<void> {
  const workbox = new Workbox(scriptUrl);
  workbox.addEventListener('waiting', () => {
    pwa.offerUpdate(() => {
      reload.requested = true;
      workbox.messageSkipWaiting();
    });
  });
  // Only the player's own "reload" leads here; another tab's update must not reload this one.
  workbox.addEventListener('controlling', () => {
    if (reload.requested) window.location.reload();
  });
  const registration = await workbox.register();
  // Installed apps stay open for days: look for a new version every hour and on return.
  if (!registration) return;
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, 60 * 60 * 1000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
