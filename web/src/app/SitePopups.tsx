import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStores } from '../stores/StoreContext';
import { lazyScreen, screenModule } from '../ui/lazy/chunkLoad';

/**
 * The announcement popup's code. A first visit's popup comes rendered in the page (see
 * entry-server.tsx): the page hydrates without waiting for this chunk, and the popup, in a
 * Suspense boundary of its own, keeps its server markup until the chunk is here, then hydrates.
 */
export const announcementPopupModule = screenModule(
  () => import('../features/announce-popup'),
  'announce-popup',
);
const AnnouncementPopup = lazyScreen(announcementPopupModule, 'AnnouncementPopup');

// These carry code most visits never need (the game grid): fetched on first use.
const PvpRoomPicker = lazy(() =>
  import('../features/lobby').then((m) => ({ default: m.PvpRoomPicker })),
);
// A feature of its own: the home feature is part of the home route, and this modal need not be.
const VendorGamesModal = lazy(() =>
  import('../features/vendor-games').then((m) => ({ default: m.VendorGamesModal })),
);

/**
 * Popups that belong to the site rather than one screen: the announcement popup (once per session
 * per audience, on whichever page the visit starts), a VASSALAGE item's game list and a PvP game's
 * tables, which any screen showing game cards can open.
 */
export const SitePopups = observer(function SitePopups() {
  const { announcements, dialogs, home, lobby } = useStores();

  useEffect(() => {
    void announcements.loadPopups();
  }, [announcements]);

  return (
    <>
      <Suspense fallback={null}>
        {home.vendorGames && <VendorGamesModal />}
        {lobby.rooms.game && <PvpRoomPicker />}
      </Suspense>
      <Suspense fallback={null}>
        {/* Last in the dialog queue: it waits for every other dialog the site opens by itself. */}
        {dialogs.mayShow('announcement') && <AnnouncementPopup />}
      </Suspense>
    </>
  );
});
