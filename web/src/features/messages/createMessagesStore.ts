import { MessagesApi } from '../../api/client/messages';
import type { RootStore } from '../../stores/RootStore';
import { MessagesStore } from './MessagesStore';

export const createMessagesStore = (root: RootStore) =>
  new MessagesStore(
    new MessagesApi(root.api.transport),
    { setUnreadMessages: (count) => root.user.setUnreadMessages(count) },
    root.memberEvents,
  );
