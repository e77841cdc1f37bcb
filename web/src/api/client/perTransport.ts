import type { Transport } from '../transport';

/**
 * One client per transport, made the first time it is asked for: a root's stores and its
 * screens share the client of a call family that loads later than the root's `ApiClient`.
 */
export function perTransport<T extends object>(make: (transport: Transport) => T) {
  const made = new WeakMap<Transport, T>();
  return (transport: Transport): T => {
    let client = made.get(transport);
    if (!client) {
      client = make(transport);
      made.set(transport, client);
    }
    return client;
  };
}
