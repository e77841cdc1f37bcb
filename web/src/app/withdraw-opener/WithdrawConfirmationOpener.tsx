import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { useStores } from '../../stores/StoreContext';

/** The dialog lives in the withdraw feature's chunk: fetched only when a request arrives. */
const ConfirmationDialog = lazy(() =>
  import('../../features/withdraw').then((m) => ({ default: m.ConfirmationDialog })),
);

/**
 * Listens, on every page, for the platform's request to confirm a withdrawal's receipt and then
 * opens the confirmation dialog; at sign-in and after a reconnection it asks whether a request
 * is still waiting. The dialog takes its turn in the dialog queue: after the account's own steps,
 * before contract offers, the reality check and announcements.
 * Kept tiny: it is part of every page's first script.
 */
export const WithdrawConfirmationOpener = observer(function WithdrawConfirmationOpener() {
  const { api, dialogs, memberEvents, session } = useStores();
  const signedIn = session.isLogin;
  useEffect(() => {
    if (!signedIn) {
      dialogs.release('withdrawal');
      return;
    }
    const open = () => dialogs.request('withdrawal');
    // The withdraw group's client loads only when asked, so it stays out of the first script.
    const checkWaiting = (heardAt?: number) => {
      import('../../api/client/withdraw')
        .then(({ WithdrawApi }) => new WithdrawApi(api.transport).paymentConfirmations({ heardAt }))
        .then(({ list }) => {
          if (list.some((w) => w.status === 'AWAITING_CONFIRMATION')) open();
        })
        .catch(() => undefined);
    };
    // At sign-in, and after every reconnection (a request may have come while the socket was down).
    checkWaiting();
    const offs = [
      memberEvents.subscribe(MemberEvent.WithdrawalConfirmationRequest, open),
      // Not with the answer to a check made before: it may predate what was missed.
      memberEvents.subscribe(SESSION_RESYNC, () => checkWaiting(performance.now())),
    ];
    return () => offs.forEach((off) => off());
  }, [api, dialogs, memberEvents, signedIn]);
  if (!signedIn || !dialogs.mayShow('withdrawal')) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog onClose={() => dialogs.release('withdrawal')} />
    </Suspense>
  );
});
