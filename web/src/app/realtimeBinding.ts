import { reaction } from 'mobx';
import { LatestCall } from '../centre/latest';
import type { RootStore } from '../stores/RootStore';

/**
 * A performance mark at each moment the gateway starts relaying the member's events (the page
 * then reads again what a push may have changed), for an operator's page timings and journeys.
 */
export const REALTIME_LIVE_MARK = 'playhouse:realtime-live';

/**
 * Keeps the member's page live: while signed in, one socket to the gateway relays the
 * platform's push messages to the member's event hub, where the live binding (`./live`) reads
 * the header's figures again and shows notices and dialogs, and feature stores follow their own.
 * The socket and live code load only once someone signs in, so visitors never download them.
 * Returns the function that stops it.
 */
export function bindRealtime(root: RootStore, socketPath: string): () => void {
  let stop: (() => void) | null = null;
  // Only the newest session's socket may start: a sign-out or a new sign-in overtakes a slow import.
  const connections = new LatestCall();

  const start = async (isCurrent: () => boolean) => {
    const [{ Realtime, REALTIME_EVENT_NAMES }, { bindLive }] = await Promise.all([
      import('../realtime'),
      import('./live/bindLive'),
    ]);
    if (!isCurrent() || !root.session.isLogin) return;
    const realtime = new Realtime({
      path: socketPath,
      onRefused: () => root.sessionExpired(),
      // Marked on the page so an operator (or a journey) can tell when pushes will be heard.
      onStateChange: (state) => {
        document.documentElement.dataset.realtime = state;
        if (state === 'live') performance.mark?.(REALTIME_LIVE_MARK);
      },
    });
    const unsubscribe = [
      bindLive(root),
      // Everything listens through the hub: the live binding and the feature stores.
      ...REALTIME_EVENT_NAMES.map((name) =>
        realtime.subscribe(name, (payload) => root.memberEvents.emit(name, payload)),
      ),
    ];
    realtime.connect();
    stop = () => {
      for (const off of unsubscribe) off();
      realtime.disconnect();
      delete document.documentElement.dataset.realtime;
    };
  };

  // A new session (even one following another without a sign-out) gets a new socket, whose
  // handshake carries the new session's cookie.
  const dispose = reaction(
    () => (root.session.isLogin ? root.session.generation : null),
    (generation) => {
      const isCurrent = connections.begin();
      stop?.();
      stop = null;
      if (generation !== null) void start(isCurrent);
    },
    { fireImmediately: true },
  );
  return () => {
    dispose();
    connections.cancel();
    stop?.();
  };
}
