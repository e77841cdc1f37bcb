import type { MockStore } from '../../../../mocks/src/index.js';
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
  };
}
