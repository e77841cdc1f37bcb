import { SystemApi } from '../api/client/system';
import { HttpTransport } from '../api/httpTransport';
import type { SystemStatus } from '../api/types';

const MERCHANT_KEY = 'merchantCode';

let started: Promise<SystemStatus> | null = null;

/**
 * The status call, sent once per page the gateway did not render (those carry its answer).
 * Nothing renders before it answers, so the boot script (`boot.ts`) sends it while the main bundle
 * is still downloading; main.tsx then picks up the same promise here. It needs no session, and the
 * gateway sets the merchant on every call anyway. Only the system client is imported, to keep
 * this chunk small.
 */
export function earlyStatus(): Promise<SystemStatus> {
  if (started) return started;
  const system = new SystemApi(
    new HttpTransport({
      baseUrl: '',
      merchantCode: localStorage.getItem(MERCHANT_KEY) ?? '',
      language: () => localStorage.getItem('lang') ?? 'EN',
      signedIn: () => false,
    }),
  );
  started = system.getStatus();
  // Failures are reported by SystemStore.load, which awaits this promise.
  started.catch(() => undefined);
  return started;
}
