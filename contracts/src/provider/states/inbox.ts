import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Platform messages. */
export function inboxStates(store: MockStore): StateHandlers {
  return {
    'a member has unread messages': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { unread?: number };
      const member = signIn(store, p);
      const wanted = p.unread ?? 1;
      const unread = store.inbox.list(member.id).filter((m) => !m.read);
      // Oldest first, so the newest messages stay unread.
      const surplus = unread.slice(wanted).map((m) => m.id);
      store.inbox.markRead(member.id, surplus);
      for (let i = unread.length; i < wanted; i += 1) {
        store.inbox.send(member.id, `Notice ${i + 1}`, '<p>A message for you.</p>');
      }
      return undefined;
    },
  };
}
