import { makeAutoObservable, runInAction } from 'mobx';
import {
  TeamApi,
  type AccountType,
  type AffiliateLink,
  type Downline,
  type Rebates,
} from '../../api/client/team';
import { Loadable } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';
import { NOT_SENT, submit, type Submission } from './submission';

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/** Opening downline accounts and the affiliate links (registerCenter). */
export class RegisterStore {
  readonly quota = new Loadable<Rebates>();
  readonly links = new Loadable<AffiliateLink[]>();
  /** Who registered through the link whose list is open. */
  readonly registered = new Loadable<{ account: string; registeredAt: string }[]>();
  openLinkId: string | null = null;
  username: { name: string; state: UsernameCheck } = { name: '', state: 'idle' };
  /** Opening an account for a downline. */
  registration: Submission = NOT_SENT;
  created: Downline | null = null;
  /** Making or deleting an affiliate link. */
  linkChange: Submission = NOT_SENT;

  constructor(private readonly api: TeamApi) {
    makeAutoObservable<RegisterStore, 'api'>(this, {
      api: false,
      quota: false,
      links: false,
      registered: false,
    });
  }

  load(): Promise<unknown> {
    return Promise.all([
      this.quota.load(() => this.api.quota()),
      this.links.load(() => this.api.affiliateUrls()),
    ]);
  }

  /** Asks whether the name is free; an answer for a name no longer typed is dropped. */
  async checkUsername(name: string): Promise<void> {
    this.username = { name, state: 'checking' };
    let state: UsernameCheck;
    try {
      state = (await this.api.usernameAvailable(name)) ? 'available' : 'taken';
    } catch {
      state = 'failed';
    }
    runInAction(() => {
      if (this.username.name === name) this.username = { name, state };
    });
  }

  async register(input: {
    username: string;
    password: string;
    accountType: AccountType;
    rebates: Partial<Rebates>;
  }): Promise<boolean> {
    this.created = null;
    return submit(
      (registration) => (this.registration = registration),
      async () => {
        const created = await this.api.registerDownline(input);
        runInAction(() => {
          this.created = created;
          this.username = { name: input.username, state: 'taken' };
        });
      },
    );
  }

  async createLink(input: { accountType: AccountType; rebates: Partial<Rebates> }) {
    return this.changeLinks(() => this.api.createAffiliateUrl(input));
  }

  async deleteLink(affiUrlId: string) {
    const done = await this.changeLinks(() => this.api.deleteAffiliateUrl(affiUrlId));
    if (done && this.openLinkId === affiUrlId) runInAction(() => (this.openLinkId = null));
    return done;
  }

  showRegistered(affiUrlId: string | null): void {
    this.openLinkId = affiUrlId;
    if (affiUrlId) void this.registered.load(() => this.api.registeredAffiliates(affiUrlId));
  }

  private changeLinks(change: () => Promise<unknown>): Promise<boolean> {
    return submit(
      (linkChange) => (this.linkChange = linkChange),
      async () => {
        await change();
        await this.links.load(() => this.api.affiliateUrls());
      },
    );
  }
}

export const createRegisterStore = (root: RootStore) =>
  new RegisterStore(new TeamApi(root.api.transport));
