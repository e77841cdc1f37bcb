import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { SiteState, type SystemStatus, type WhitelabelNode } from '../api/types';

export type LoadPhase = 'idle' | 'loading' | 'ready' | 'failed';

/** The site's status call: which whole-site state to render and which modules are switched on. */
export class SystemStore {
  phase: LoadPhase = 'idle';
  status: SystemStatus | null = null;
  errorKey: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SystemStore, 'api'>(this, { api: false });
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

  async load(): Promise<void> {
    this.phase = 'loading';
    this.errorKey = null;
    try {
      const status = await this.api.system.getStatus();
      runInAction(() => {
        this.status = status;
        this.phase = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'failed';
        this.errorKey = error instanceof ApiError ? error.messageKey : 'system_error';
      });
    }
  }
}

export { SiteState };
