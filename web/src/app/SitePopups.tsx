import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStores } from '../stores/StoreContext';

// Both popups carry code most visits never need (the sanitiser, the game grid): fetched on first use.
const AnnouncementPopup = lazy(() =>
  import('../features/announce').then((m) => ({ default: m.AnnouncementPopup })),
);
const PvpRoomPicker = lazy(() =>
  import('../features/lobby').then((m) => ({ default: m.PvpRoomPicker })),
);
// By its own path: the home feature's index is part of the home route, and this modal need not be.
const VendorGamesModal = lazy(() =>
  import('../features/home/VendorGamesModal').then((m) => ({ default: m.VendorGamesModal })),
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
    <Suspense fallback={null}>
      {home.vendorGames && <VendorGamesModal />}
      {lobby.rooms.game && <PvpRoomPicker />}
      {/* Last in the dialog queue: it waits for the account's steps and a contract offer. */}
      {dialogs.mayShow('announcement') && <AnnouncementPopup />}
    </Suspense>
  );
});
