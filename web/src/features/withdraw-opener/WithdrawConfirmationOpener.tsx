import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MemberEvent } from '../../realtime/events';
import { useStores } from '../../stores/StoreContext';

/** The dialog lives in the withdraw feature's chunk: fetched only when a request arrives. */
const ConfirmationDialog = lazy(() =>
  import('../withdraw').then((m) => ({ default: m.ConfirmationDialog })),
);

/**
 * Listens, on every page, for the platform's request to confirm a withdrawal's receipt and then
 * opens the confirmation dialog. Kept tiny: it is part of every page's first script.
 */
export const WithdrawConfirmationOpener = observer(function WithdrawConfirmationOpener() {
  const { memberEvents, session } = useStores();
  const [open, setOpen] = useState(false);
  useEffect(
    () => memberEvents.subscribe(MemberEvent.WithdrawalConfirmationRequest, () => setOpen(true)),
    [memberEvents],
  );
  if (!open || !session.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
});
