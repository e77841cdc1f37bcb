import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useMessages } from '../../centre/messages';
import { memberPath } from '../../routing/routeTable';
import { useStores } from '../../stores/StoreContext';
import { MODULES } from '../../stores/SystemStore';
import { Modal } from '../../ui';
import type { LiveStore } from './LiveStore';
import { liveMessages } from './messages';

/**
 * A gift (`promo:gift` with a popup) or an extra reward the operator sent, one at a time in the
 * dialog queue's `reward` turn: never on top of a dialog the player is using.
 */
export const RewardDialogs = observer(function RewardDialogs({ store }: { store: LiveStore }) {
  const t = useMessages(liveMessages);
  const { dialogs, system } = useStores();
  const dialog = store.rewards[0];
  if (!dialog || !dialogs.mayShow('reward')) return null;
  const close = () => store.closeReward();
  const title =
    dialog.kind === 'gift'
      ? dialog.title
        ? t('live_gift_title', { title: dialog.title })
        : t('live_gift_title_plain')
      : t('live_extra_title');
  return (
    <Modal name="liveReward" title={title} onClose={close}>
      {dialog.kind === 'gift'
        ? dialog.message && <p className="live-reward__message">{dialog.message}</p>
        : dialog.amount && (
            <p>
              {t('live_extra_body', {
                promotionName: dialog.promotionName ?? '',
                amount: dialog.amount,
              })}
            </p>
          )}
      {system.isModuleEnabled(MODULES.rewards) && (
        <div className="modal__actions">
          <Link className="button" to={memberPath('rewardCenter')} onClick={close}>
            {t('live_to_rewards')}
          </Link>
        </div>
      )}
    </Modal>
  );
});
