import { describe, expect, it } from 'vitest';
import { MessagesApi } from '../../api/client/messages';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemberEvents } from '../../stores/MemberEvents';
import { MessagesStore } from './MessagesStore';

interface Mail {
  inboxId: string;
  subject: string;
  content: string;
  sendTime: string;
  isRead: boolean;
}

function setUp(initial: Mail[]) {
  const transport = new FakeTransport();
  const events = new MemberEvents();
  let mail = [...initial];
  const unread = () => mail.filter((m) => !m.isRead).length;
  const host = { unread: -1 };
  transport
    .on('getInbox', () => ({ list: mail, totalPages: 1, total: mail.length }))
    .on('updateInboxRead', (p?: Record<string, unknown>) => {
      mail = mail.map((m) => (m.inboxId === p?.inboxId ? { ...m, isRead: true } : m));
      return { unreadCount: unread() };
    })
    .on('deleteInbox', (p?: Record<string, unknown>) => {
      const ids = (p?.inboxIds ?? []) as string[];
      mail = mail.filter((m) => !ids.includes(m.inboxId));
      return { unreadCount: unread() };
    });
  const store = new MessagesStore(
    new MessagesApi(transport),
    {
      setUnreadMessages: (n) => {
        host.unread = n;
      },
    },
    events,
  );
  const arrive = (m: Mail) => {
    mail = [m, ...mail];
  };
  return { transport, events, host, store, arrive };
}

const mailOf = (id: string, isRead = false): Mail => ({
  inboxId: id,
  subject: `Mail ${id}`,
  content: '<p>hi</p>',
  sendTime: '2026-11-24T00:00:00.000Z',
  isRead,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MessagesStore', () => {
  it('marks an unread message read when opened, once, and moves the badge', async () => {
    const { transport, host, store } = setUp([mailOf('2'), mailOf('1', true)]);
    await store.load();
    await store.toggle('2');
    expect(store.open?.isRead).toBe(true);
    expect(host.unread).toBe(0);
    await store.toggle('2');
    await store.toggle('1');
    expect(transport.calls.filter((c) => c.name === 'updateInboxRead')).toHaveLength(1);
  });

  it('deletes a message and moves the badge', async () => {
    const { host, store } = setUp([mailOf('2'), mailOf('1', true)]);
    await store.load();
    await store.remove('2');
    expect(store.list.map((m) => m.inboxId)).toEqual(['1']);
    expect(host.unread).toBe(0);
  });

  it('shows new mail pushed over the socket on the first page', async () => {
    const { events, store, arrive } = setUp([mailOf('1', true)]);
    await store.load();
    arrive(mailOf('3'));
    events.emit(MemberEvent.MailNew, { id: '3', title: 'Mail 3' });
    await settle();
    expect(store.list[0]?.inboxId).toBe('3');
  });

  it('reads the page shown again after a resync, for mail that came while nothing listened', async () => {
    const { events, store, arrive } = setUp([mailOf('1', true)]);
    await store.load();
    arrive(mailOf('4'));
    events.emit(SESSION_RESYNC, { reason: 'reconnected' });
    await settle();
    expect(store.list.map((m) => m.inboxId)).toEqual(['4', '1']);
  });
});
