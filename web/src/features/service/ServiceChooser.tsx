import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useFeatureStore } from '../../centre/featureStore';
import { useMessages } from '../../centre/messages';
import { openPendingServiceWindow, openServiceWindow } from '../../ui/serviceWindow';
import { Modal } from '../../ui';
import { ChatRoom } from './ChatRoom';
import { FeedbackForm } from './FeedbackForm';
import { LineList } from './LineList';
import { serviceMessages } from './messages';
import { LINE, LIVE_CHAT } from './serviceGroups';
import { createServiceStore } from './ServiceStore';
import './service.css';

type View = 'menu' | 'line' | 'chat' | 'feedback';

/**
 * The service chooser behind the floating service button and the right bar: the operator's
 * services by type, each opening in its 440×750 window (the live chat through the platform's
 * chat launch), the LINE list, the site's own chat room and the feedback form. A blocked window
 * is said so, with a way to try again (spec §8).
 */
export const ServiceChooser = observer(function ServiceChooser({
  onClose,
}: {
  onClose: () => void;
}) {
  const t = useMessages(serviceMessages);
  const store = useFeatureStore(createServiceStore);
  const [view, setView] = useState<View>('menu');
  const [blocked, setBlocked] = useState<(() => void) | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    void store.loadUnread();
  }, [store, store.signedIn]);

  const openAddress = (url: string) => {
    const retry = () => openAddress(url);
    setBlocked(openServiceWindow(url) ? null : () => retry);
  };

  const openLiveChat = async () => {
    const pending = openPendingServiceWindow();
    if (!pending) {
      setBlocked(() => () => void openLiveChat());
      return;
    }
    setBlocked(null);
    setOpening(true);
    const url = await store.liveChatUrl();
    setOpening(false);
    if (url) pending.go(url);
    else pending.close();
  };

  const lineEntries = store.groups.find((g) => g.csType === LINE)?.entries ?? [];
  const titles: Record<Exclude<View, 'menu'>, string> = {
    line: t('sv_line'),
    chat: t('chat_title'),
    feedback: t('fb_title'),
  };

  return (
    <Modal
      name="serviceChooser"
      title={view === 'menu' ? t('sv_title') : titles[view]}
      onClose={onClose}
      size="large"
    >
      {view !== 'menu' && (
        <button
          type="button"
          className="link-button service-chooser__back"
          onClick={() => setView('menu')}
        >
          ← {t('sv_back')}
        </button>
      )}
      {view === 'line' && <LineList entries={lineEntries} />}
      {view === 'chat' && <ChatRoom />}
      {view === 'feedback' && <FeedbackForm />}
      {view === 'menu' && (
        <div className="service-chooser">
          <p>{t('sv_intro')}</p>
          {blocked && (
            <div className="service-chooser__blocked" role="alert">
              <p>{t('sv_blocked')}</p>
              <button type="button" className="link-button" onClick={blocked}>
                {t('sv_try_again')}
              </button>
            </div>
          )}
          {store.launch.errorKey && (
            <p className="form-error" role="alert">
              {t.error(store.launch.errorKey)}
            </p>
          )}
          {store.groups.length === 0 && <p>{t('sv_none')}</p>}
          <ul className="service-chooser__list">
            {store.groups.map((group) => {
              if (group.csType === LIVE_CHAT) {
                return (
                  <li key={group.csType}>
                    <button
                      type="button"
                      className="service-chooser__entry"
                      data-cs-type={group.csType}
                      disabled={opening}
                      onClick={() => void openLiveChat()}
                    >
                      <span>
                        {opening ? t('sv_opening') : group.entries[0]?.title || t('sv_live')}
                      </span>
                      {store.unread !== null && store.unread > 0 && (
                        <span className="badge">{t('sv_unread', { count: store.unread })}</span>
                      )}
                    </button>
                  </li>
                );
              }
              if (group.csType === LINE) {
                return (
                  <li key={group.csType}>
                    <button
                      type="button"
                      className="service-chooser__entry"
                      data-cs-type={group.csType}
                      onClick={() => setView('line')}
                    >
                      <span>{t('sv_line')}</span>
                      <span className="service-chooser__hint">
                        {t('sv_line_count', { count: group.entries.length })}
                      </span>
                    </button>
                  </li>
                );
              }
              return group.entries.map((entry) => (
                <li key={entry.url}>
                  <button
                    type="button"
                    className="service-chooser__entry"
                    data-cs-type={group.csType}
                    onClick={() => openAddress(entry.url)}
                  >
                    <span>{entry.title || group.csType}</span>
                  </button>
                </li>
              ));
            })}
            <li>
              <button
                type="button"
                className="service-chooser__entry"
                data-cs-type="CHATROOM"
                onClick={() => setView('chat')}
              >
                <span>{t('sv_chat_room')}</span>
                <span className="service-chooser__hint">{t('sv_chat_room_hint')}</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className="service-chooser__entry"
                data-cs-type="FEEDBACK"
                onClick={() => setView('feedback')}
              >
                <span>{t('sv_feedback')}</span>
                <span className="service-chooser__hint">{t('sv_feedback_hint')}</span>
              </button>
            </li>
          </ul>
        </div>
      )}
    </Modal>
  );
});
