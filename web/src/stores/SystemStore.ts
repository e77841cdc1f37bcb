import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { CustomerServiceLink } from '../api/customerService';
import { errorKey } from '../api/errors';
import { SiteState, type SiteResource, type SystemStatus, type WhitelabelNode } from '../api/types';
import type { LoadState } from '../centre/Loadable';

/** Whitelabel module ids the shell reads, named for what they switch on. */
export const MODULES = {
  manualRebate: 'MANPLAYREB3',
  agentPolicy: 'AGENTPOLICY3',
  /**
   * "Invite friends (if the referral promo is enabled)" (product-spec §2 Layout, §6) names no
   * flag, and §3's flag list has none for referrals. AFFMAN3 is the only referral-related module
   * id in the spec: the platform's affiliate/referral-code call (`/wps/agent/affiliate`,
   * upstream-endpoints.tsv `affiliate`; the library table calls it "affiliate management").
   * Replace it here once the platform's own referral-promo switch is known.
   */
  referral: 'AFFMAN3',
  rewards: 'REWCEN3',
  inbox: 'INBOX3',
  pointsMall: 'PTSYS3',
  favourites: 'GAMELOFAV3',
  recent: 'GAMELOREC3',
} as const;

export type { CustomerServiceLink };

/** One host from a CDN list, at random, so load spreads over the hosts as the platform does. */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  return hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))] ?? '';
}

/** The artwork and game-launch hosts picked for one status answer. */
export interface CdnPicks {
  imageCdn: string;
  launchCdn: string;
}

/** The site's status call: which whole-site state to render and which modules are switched on. */
export class SystemStore {
  state: LoadState = 'idle';
  status: SystemStatus | null = null;
  errorKey: string | null = null;
  /** Hosts picked once per status call for game artwork and game launch. */
  imageCdn = '';
  launchCdn = '';

  constructor(
    private readonly api: ApiClient,
    private readonly random: () => number = Math.random,
    /**
     * Runs work that the first screen does not need. The browser passes "once the page has
     * loaded and the main thread is idle", so the decryption library is neither downloaded nor
     * run while the first screen is being painted; tests run it at once.
     */
    private readonly deferWork: (task: () => void) => void = (task) => task(),
  ) {
    makeAutoObservable<SystemStore, 'api' | 'random' | 'deferWork'>(this, {
      api: false,
      random: false,
      deferWork: false,
      // Replaced whole at each status call, never changed in place: kept as the platform sent
      // it rather than copied into observables while the first screen hydrates.
      status: observableRef,
    });
  }

  get resources(): readonly SiteResource[] {
    return this.status?.resources ?? [];
  }

  /** Customer-service entries (chat, LINE, …) with their address decrypted; empty until then. */
  customerService: readonly CustomerServiceLink[] = [];

  /**
   * Whether the site offers live chat (the status lists an entry of type LIVE), known with the
   * status itself: the menu entry is there from the first paint, rather than arriving (and
   * moving everything below it) once the addresses are decrypted after load.
   */
  get offersLiveChat(): boolean {
    return (this.status?.customerService ?? []).some((cs) => cs.csType.toUpperCase() === 'LIVE');
  }

  /** Native app downloads (resource type APP). */
  get appLinks(): readonly SiteResource[] {
    return this.resources.filter((r) => r.resourceType.toUpperCase() === 'APP');
  }

  /** Social links for the right bar (resource type SOCIAL). */
  get socialLinks(): readonly SiteResource[] {
    return this.resources.filter((r) => r.resourceType.toUpperCase() === 'SOCIAL');
  }

  get siteState(): SiteState | null {
    return this.status?.state ?? null;
  }

  get enabledModules(): ReadonlySet<string> {
    const enabled = new Set<string>();
    const walk = (nodes: WhitelabelNode[]) => {
      for (const node of nodes) {
        if (!node.enabled) continue;
        enabled.add(node.modId);
        walk(node.childrenNodes ?? []);
      }
    };
    walk(this.status?.whitelabel ?? []);
    return enabled;
  }

  isModuleEnabled(modId: string): boolean {
    return modId === '' || this.enabledModules.has(modId);
  }

  /** Loads the status; `started` is a status call boot already sent, so the page need not wait twice. */
  async load(started?: Promise<SystemStatus>): Promise<void> {
    this.state = 'loading';
    this.errorKey = null;
    try {
      const status = await (started ?? this.api.system.getStatus());
      this.seed(status, {
        imageCdn: pickHost(status.imageCDNs, this.random),
        launchCdn: pickHost(status.launchGameCDNs, this.random),
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  /**
   * Takes a status the gateway already fetched for this page (the server-rendered first screen),
   * with the hosts it picked, so the browser shows the same pictures and makes no second call.
   */
  seed(status: SystemStatus, hosts: CdnPicks): void {
    this.status = status;
    this.imageCdn = hosts.imageCdn;
    this.launchCdn = hosts.launchCdn;
    this.errorKey = null;
    this.state = 'ready';
    this.deferWork(() => void this.revealCustomerService(status.customerService));
  }

  /** Decrypts the customer-service addresses after the site has rendered; none on failure. */
  private async revealCustomerService(entries: SystemStatus['customerService']): Promise<void> {
    if (entries.length === 0) return;
    try {
      const links = await this.api.system.decodeCustomerService(entries);
      runInAction(() => {
        this.customerService = links;
      });
    } catch {
      // The crypto chunk failed to load (offline): the site works without these links.
    }
  }
}

export { SiteState };
