import type { Endpoint } from './catalogue';

/**
 * The seam between stores and the network. Stores only ever see this interface; the browser
 * uses `HttpTransport`, tests pass a fake.
 */
export interface Transport {
  /** Calls an endpoint and resolves with the envelope's `value` (or the raw body for `/lgw`). */
  send(endpoint: Endpoint, payload?: Record<string, unknown>): Promise<unknown>;
}
