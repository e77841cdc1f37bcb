import type { Endpoint } from '../api/catalogue';
import { ApiError } from '../api/errors';
import type { Transport } from '../api/transport';

type Handler = (payload?: Record<string, unknown>) => unknown;

/** A transport for store and component tests: answers by endpoint name, records every call. */
export class FakeTransport implements Transport {
  readonly calls: { name: string; payload?: Record<string, unknown> }[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(name: string, handler: Handler | unknown): this {
    this.handlers.set(name, typeof handler === 'function' ? (handler as Handler) : () => handler);
    return this;
  }

  async send(endpoint: Endpoint, payload?: Record<string, unknown>): Promise<unknown> {
    this.calls.push({ name: endpoint.name, payload });
    const handler = this.handlers.get(endpoint.name);
    if (!handler) throw new ApiError('network', 'network_error');
    return handler(payload);
  }
}
