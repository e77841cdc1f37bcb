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
 * opens the confirmation dialog; after a (re)connection it asks whether a request is still
 * waiting. Kept tiny: it is part of every page's first script.
 */
export const WithdrawConfirmationOpener = observer(function WithdrawConfirmationOpener() {
  const { api, memberEvents, session } = useStores();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const offRequest = memberEvents.subscribe(MemberEvent.WithdrawalConfirmationRequest, () =>
      setOpen(true),
    );
    // Every (re)connection may have missed a request: ask whether one is still waiting.
    // The withdraw group's client loads only then, so it stays out of the first script.
    const offResync = memberEvents.subscribe(SESSION_RESYNC, () => {
      import('../../api/client/withdraw')
        .then(({ WithdrawApi }) => new WithdrawApi(api.transport).paymentConfirmations())
        .then(({ list }) => {
          if (list.some((w) => w.status === 'AWAITING_CONFIRMATION')) setOpen(true);
        })
        .catch(() => undefined);
    });
    return () => {
      offRequest();
      offResync();
    };
  }, [api, memberEvents]);
  if (!open || !session.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
});
