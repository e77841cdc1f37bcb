import type { Endpoint } from './catalogue';

/**
 * The seam between stores and the network. Stores only ever see this interface; the browser
 * uses `HttpTransport`, tests pass a fake.
 */
export interface Transport {
  /** Calls an endpoint and resolves with the envelope's `value` (or the raw body for `/lgw`). */
  send(
    endpoint: Endpoint,
    payload?: Record<string, unknown>,
    options?: SendOptions,
  ): Promise<unknown>;
}

export interface SendOptions {
  /** Reports the request body going out (an upload of images), as bytes sent of total. */
  onUploadProgress?: (sent: number, total: number) => void;
}
