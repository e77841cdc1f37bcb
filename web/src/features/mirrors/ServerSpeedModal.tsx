import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LineValue } from './LineValue';
import { MirrorList } from './MirrorList';
import { useFeatureStore } from '../../centre';
import { useStores } from '../../stores/StoreContext';
import { createSpeedStore } from './SystemSpeedStore';
import { Modal } from '../../ui';
import { useFeatureTranslation } from '../../centre/messages';
import { mirrorsMessages } from './mirrorsMessages';

/**
 * Measured round trips from this device to the site, the game platform through it and the site's
 * first five mirror domains, tested when the modal opens and again on request. A mirror the
 * gateway's security policy does not let the page reach shows as unreachable, never as a guess.
 */
export const ServerSpeedModal = observer(function ServerSpeedModal() {
  const t = useFeatureTranslation(mirrorsMessages);
  const { ui } = useStores();
  const speed = useFeatureStore(createSpeedStore);
  const open = ui.isOpen('serverSpeed');

  useEffect(() => {
    if (open) void speed.testAll();
  }, [open, speed]);

  if (!open) return null;
  return (
    <Modal
      name="serverSpeed"
      title={t('server_speed_title')}
      onClose={() => ui.closeModal('serverSpeed')}
    >
      <p className="data-notice">{t('speed_explain')}</p>
      <ul className="menu-list" aria-label={t('server_speed_title')}>
        {speed.lines.map((line) => (
          <li
            key={line.id}
            className="speed-row"
            data-line={line.id}
            data-reading={line.state.reading}
          >
            <span>{t(line.labelKey)}</span>
            <LineValue state={line.state} />
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button
          type="button"
          className="button"
          disabled={speed.testing}
          onClick={() => void speed.testAll()}
        >
          {t('speed_retest')}
        </button>
      </div>
      <MirrorList />
    </Modal>
  );
});
