import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PlatformMessage } from '../../api/client/messages';
import { useFeatureStore, useMessages } from '../../centre';
import { Pager } from '../../centre/Pager';
import { formatSiteTime } from '../../i18n/time';
import { DataNotice, SafeHtml } from '../../ui';
import { FormError } from '../../ui/form';
import { messagesMessages } from './messages';
import { createMessagesStore } from './MessagesStore';
import './messages.css';

const MessageItem = observer(function MessageItem({ message }: { message: PlatformMessage }) {
  const t = useMessages(messagesMessages);
  const store = useFeatureStore(createMessagesStore);
  const open = store.openId === message.inboxId;
  const bodyId = `message-body-${message.inboxId}`;
  return (
    <li className={`message${message.isRead ? '' : ' message--unread'}`}>
      <div className="message__head">
        <button
          type="button"
          className="message__open link-button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => void store.toggle(message.inboxId)}
        >
          {!message.isRead && <span className="message__dot">{t('msg_unread')}</span>}
          <span className="message__subject">{message.subject}</span>
        </button>
        <time className="message__time" dateTime={message.sendTime}>
          {formatSiteTime(message.sendTime)}
        </time>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={store.busyId !== null}
          onClick={() => void store.remove(message.inboxId)}
        >
          {t('msg_delete')}
          <span className="visually-hidden">: {message.subject}</span>
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="message__body">
        {open && <SafeHtml html={message.content} />}
      </div>
    </li>
  );
});

/** Platform messages (`messageV2`): unread first, read on open, delete, pages. */
export const MessagesSection = observer(function MessagesSection() {
  const t = useMessages(messagesMessages);
  const store = useFeatureStore(createMessagesStore);
  const { mail } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  if (mail.state === 'failed' && store.list.length === 0) {
    return (
      <div role="alert">
        <p>{t('msg_load_failed')}</p>
        <p>{t.error(mail.errorKey ?? 'system_error')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </div>
    );
  }
  if (mail.state !== 'ready' && store.list.length === 0) {
    return <p role="status">{t.error('loading')}</p>;
  }
  return (
    <div className="messages">
      <FormError message={store.action.errorKey ? t.error(store.action.errorKey) : null} />
      {store.list.length === 0 ? (
        <DataNotice>{t('msg_none')}</DataNotice>
      ) : (
        <ul className="messages__list">
          {store.list.map((m) => (
            <MessageItem key={m.inboxId} message={m} />
          ))}
        </ul>
      )}
      <Pager
        page={mail.page}
        pageCount={mail.pageCount}
        onGo={(page) => void store.load(page)}
        label={t('msg_pages')}
        status={t('msg_page', { page: mail.page, total: mail.pageCount })}
        previous={t('msg_previous')}
        next={t('msg_next')}
      />
    </div>
  );
});
