import { makeAutoObservable, runInAction } from 'mobx';
import { SupportApi } from '../../api/client/support';
import { errorKey } from '../../api/errors';
import type { RootStore } from '../../stores/RootStore';
import type { SessionStore } from '../../stores/SessionStore';
import type { SystemStore } from '../../stores/SystemStore';
import { groupByType } from './serviceGroups';

/**
 * The service chooser: the operator's service entries by type (decrypted from the status call),
 * the live chat launched through the platform's chat service with its unread count.
 */
export class ServiceStore {
  unread: number | null = null;
  /** Why the live chat did not open. */
  launch: { errorKey: string | null } = { errorKey: null };

  constructor(
    private readonly api: SupportApi,
    private readonly system: SystemStore,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ServiceStore, 'api' | 'system' | 'session'>(this, {
      api: false,
      system: false,
      session: false,
    });
  }

  get groups() {
    return groupByType(this.system.customerService);
  }

  get signedIn(): boolean {
    return this.session.isLogin;
  }

  /** Unread messages of the chat service; only a signed-in member has any. */
  async loadUnread(): Promise<void> {
    if (!this.session.isLogin) {
      this.unread = null;
      return;
    }
    try {
      const count = await this.api.getChatUnreadCount();
      runInAction(() => (this.unread = count));
    } catch {
      // The count is a hint on the button; without it the button still works.
      runInAction(() => (this.unread = null));
    }
  }

  /** The live chat's address from the platform's chat launch (its first chat model). */
  async liveChatUrl(): Promise<string | null> {
    this.launch = { errorKey: null };
    try {
      const models = await this.api.getChatModels();
      const url = await this.api.launchChat(models[0]?.code ?? '');
      if (!/^https?:\/\//.test(url)) throw new Error('chat address is not a web address');
      runInAction(() => (this.unread = this.session.isLogin ? 0 : null));
      return url;
    } catch (error) {
      const key = errorKey(error);
      runInAction(() => (this.launch = { errorKey: key === 'system_error' ? 'invalid_url' : key }));
      return null;
    }
  }
}

export const createServiceStore = (root: RootStore) =>
  new ServiceStore(new SupportApi(root.api.transport), root.system, root.session);
