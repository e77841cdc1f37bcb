import { ApiClient } from '../api/client';
import type { Transport } from '../api/transport';
import { SystemStore } from './SystemStore';

/** Builds one store per domain over one transport. Tests pass a fake transport. */
export class RootStore {
  readonly api: ApiClient;
  readonly system: SystemStore;

  constructor(transport: Transport) {
    this.api = new ApiClient(transport);
    this.system = new SystemStore(this.api);
  }
}
