import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores/StoreContext';

// The channels come from the status after the page has rendered (decrypted then), never in the
// gateway's markup: their block is a chunk of its own, off every page's first download.
const ServiceContact = lazy(() => import('./ServiceContact'));

/** Where a shut-out page offers customer service, once the platform has named its channels. */
export const ServiceSlot = observer(function ServiceSlot() {
  const { system } = useStores();
  if (system.customerService.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ServiceContact />
    </Suspense>
  );
});
