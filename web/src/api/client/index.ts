import type { Transport } from '../transport';
import { SystemApi } from './system';

/**
 * The one typed client over the catalogue, one member per group. Each group file owns its
 * functions; add a group with one line here.
 */
export class ApiClient {
  readonly system: SystemApi;

  constructor(transport: Transport) {
    this.system = new SystemApi(transport);
  }
}
