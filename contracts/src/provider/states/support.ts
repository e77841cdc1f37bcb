import type { MockStore } from '../../../../mocks/src/index.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

/** Customer service and chat. */
export function supportStates(store: MockStore): StateHandlers {
  return {
    'a customer-service widget is configured': async (params?: unknown) => {
      store.reset();
      const scriptUrl = (params as { scriptUrl?: string } | undefined)?.scriptUrl;
      store.settings.content.customerServiceScriptUrl =
        scriptUrl ?? 'https://support.playhouse.test/widget.js';
      return undefined;
    },

    'feedback needs the image captcha': async () => {
      store.reset();
      store.feedback.rules = { ...store.feedback.rules, captcha: true };
      return undefined;
    },

    'a signed-in member may chat in a room with a message': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { group?: string; text?: string };
      signIn(store, p);
      store.chat.post(p.group ?? 'LOBBY', 'Host', p.text ?? 'Welcome to the lobby chat!');
      return undefined;
    },

    'a signed-in member has just sent five chat messages': async (params?: unknown) => {
      const p = (params ?? {}) as SignedInParams & { group?: string };
      const member = signIn(store, p);
      for (let i = 1; i <= 5; i += 1) {
        store.chat.send(member.id, member.account, p.group ?? 'LOBBY', `message ${i}`);
      }
      return undefined;
    },
  };
}
