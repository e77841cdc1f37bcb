import { reaction } from 'mobx';
import { LatestCall } from '../centre/latest';
import type { RootStore } from '../stores/RootStore';

/**
 * Keeps the member's header live: while signed in, one socket to the gateway pushes balance
 * and mail events into the user store, and a resync (every reconnection) refetches what may
 * have been missed. The socket code loads only once someone signs in, so visitors never
 * download it. Returns the function that stops it.
 */
export function bindRealtime(root: RootStore, socketPath: string): () => void {
  let stop: (() => void) | null = null;
  // Only the newest session's socket may start: a sign-out or a new sign-in overtakes a slow import.
  const connections = new LatestCall();

  const start = async (isCurrent: () => boolean) => {
    const { Realtime, MemberEvent, SESSION_RESYNC, REALTIME_EVENT_NAMES } =
      await import('../realtime');
    if (!isCurrent() || !root.session.isLogin) return;
    const realtime = new Realtime({
      path: socketPath,
      onRefused: () => root.sessionExpired(),
      // Marked on the page so an operator (or a journey) can tell when pushes will be heard.
      onStateChange: (state) => (document.documentElement.dataset.realtime = state),
    });
    const unsubscribe = [
      // Feature stores (deposit list, withdrawal confirmation, contracts) listen through the hub.
      ...REALTIME_EVENT_NAMES.map((name) =>
        realtime.subscribe(name, (payload) => root.memberEvents.emit(name, payload)),
      ),
      realtime.subscribe(MemberEvent.BalanceChanged, ({ balance }) =>
        root.user.applyBalance(balance),
      ),
      realtime.subscribe(MemberEvent.DepositArrived, ({ balance }) => {
        if (typeof balance === 'number') root.user.applyBalance(balance);
        else void root.user.refreshBalance();
      }),
      realtime.subscribe(MemberEvent.MailNew, () => void root.user.refreshUnread()),
      realtime.subscribe(MemberEvent.MissionReached, ({ claimableCount }) =>
        root.user.setClaimableMissions(claimableCount),
      ),
      realtime.subscribe(SESSION_RESYNC, () => {
        void root.user.refreshBalance();
        void root.user.refreshUnread();
        void root.user.refreshBadges();
      }),
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
