import { useStores } from '../../stores/StoreContext';
import { liveStoreOf } from './bindLive';
import { LiveNotices } from './LiveNotices';
import { RewardDialogs } from './RewardDialogs';

/**
 * The member's live notices and reward dialogs, a chunk of their own loaded once a member is
 * signed in (never in a visitor's first script).
 */
export default function LiveLayer() {
  const root = useStores();
  const live = liveStoreOf(root);
  return (
    <>
      <LiveNotices store={live} />
      <RewardDialogs store={live} />
    </>
  );
}
