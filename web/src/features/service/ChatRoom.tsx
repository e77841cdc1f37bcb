import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useFeatureStore } from '../../centre/featureStore';
import { useMessages } from '../../centre/messages';
import { useStores } from '../../stores/StoreContext';
import { Form } from '../../ui';
import { Field, FormError, SubmitButton } from '../../ui/form';
import { CHAT_TEXT_MAX, createChatRoomStore } from './ChatRoomStore';
import { serviceMessages } from './messages';

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The chat room. Messages are rendered as React text nodes only: whatever a member types,
 * markup included, shows as the characters they typed.
 */
export const ChatRoom = observer(function ChatRoom() {
  const { session } = useStores();
  const t = useMessages(serviceMessages);
  if (!session.isLogin) return <p role="status">{t('chat_sign_in')}</p>;
  return <SignedInChatRoom />;
});

const SignedInChatRoom = observer(function SignedInChatRoom() {
  const t = useMessages(serviceMessages);
  const store = useFeatureStore(createChatRoomStore);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void store.load();
    // Read the room again while it is open and the page seen; closing the room stops it.
    return store.poll(document);
  }, [store]);

  const last = store.messages[store.messages.length - 1]?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [last]);

  if (store.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('chat_load_failed')}</p>
        <p>{t.error(store.errorKey ?? 'system_error')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t('chat_retry')}
        </button>
      </div>
    );
  }
  if (store.state !== 'ready') return <p role="status">{t('chat_loading')}</p>;
  if (store.groups.length === 0) return <p role="status">{t('chat_no_rooms')}</p>;

  const roomName = (group: string) =>
    t(`chat_room_${group}` as 'chat_room_LOBBY', { defaultValue: group });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.send();
  };

  return (
    <div className="chat-room">
      <div className="chat-room__rooms" role="group" aria-label={t('chat_rooms')}>
        {store.groups.map((group) => {
          const unread = store.unread[group] ?? 0;
          return (
            <button
              key={group}
              type="button"
              className={group === store.room ? 'button' : 'button button--ghost'}
              aria-pressed={group === store.room}
              onClick={() => void store.switchTo(group)}
            >
              {roomName(group)}
              {unread > 0 && (
                <span className="badge">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{t('sv_unread', { count: unread })}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        ref={logRef}
        className="chat-room__log"
        role="log"
        aria-live="polite"
        aria-label={t('chat_log', { room: roomName(store.room ?? '') })}
        tabIndex={0}
      >
        <ol className="chat-room__lines">
          {store.messages.length === 0 && <li className="chat-room__empty">{t('chat_empty')}</li>}
          {store.messages.map((m) => (
            <li key={m.id} className="chat-room__line" data-testid="chat-line">
              <span className="chat-room__meta">
                <strong>{m.sender}</strong>{' '}
                <time dateTime={new Date(m.at).toISOString()}>{TIME.format(m.at)}</time>
              </span>
              <span className="chat-room__text">{m.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <Form className="chat-room__form" onSubmit={onSubmit} noValidate>
        <Field
          label={t('chat_message')}
          hint={t('chat_count', { count: store.draftLength, max: CHAT_TEXT_MAX })}
          error={store.draftTooLong ? t('chat_text_too_long') : null}
        >
          <textarea
            rows={2}
            value={store.draft}
            onChange={(e) => store.setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void store.send();
              }
            }}
          />
        </Field>
        <FormError message={store.chat.errorKey ? t.error(store.chat.errorKey) : null} />
        <SubmitButton busy={store.sending} disabled={!store.canSend}>
          {t('chat_send')}
        </SubmitButton>
      </Form>
    </div>
  );
});
