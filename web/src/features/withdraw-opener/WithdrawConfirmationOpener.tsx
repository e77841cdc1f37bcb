import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { useStores } from '../../stores/StoreContext';

/** The dialog lives in the withdraw feature's chunk: fetched only when a request arrives. */
const ConfirmationDialog = lazy(() =>
  import('../withdraw').then((m) => ({ default: m.ConfirmationDialog })),
);

/**
 * Listens, on every page, for the platform's request to confirm a withdrawal's receipt and then
 * opens the confirmation dialog; at sign-in and after a reconnection it asks whether a request
 * is still waiting. Kept tiny: it is part of every page's first script.
 */
export const WithdrawConfirmationOpener = observer(function WithdrawConfirmationOpener() {
  const { api, memberEvents, session } = useStores();
  const [open, setOpen] = useState(false);
  const signedIn = session.isLogin;
  useEffect(() => {
    if (!signedIn) return;
    // The withdraw group's client loads only when asked, so it stays out of the first script.
    const checkWaiting = () => {
      import('../../api/client/withdraw')
        .then(({ WithdrawApi }) => new WithdrawApi(api.transport).paymentConfirmations())
        .then(({ list }) => {
          if (list.some((w) => w.status === 'AWAITING_CONFIRMATION')) setOpen(true);
        })
        .catch(() => undefined);
    };
    // At sign-in, and after every reconnection (a request may have come while the socket was down).
    checkWaiting();
    const offs = [
      memberEvents.subscribe(MemberEvent.WithdrawalConfirmationRequest, () => setOpen(true)),
      memberEvents.subscribe(SESSION_RESYNC, checkWaiting),
    ];
    return () => offs.forEach((off) => off());
  }, [api, memberEvents, signedIn]);
  if (!open || !session.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
});
