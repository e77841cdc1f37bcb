import { sleep } from './processes.js';

/** Debian's Chromium, which the browser benches drive (`CHROMIUM_PATH` for another). */
export { CHROMIUM_PATH as CHROMIUM } from '../../../web/e2e/browser.js';

/** Waits for a Chromium started with `--remote-debugging-port` and returns its browser socket. */
export async function waitForDevtools(port: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) {
        const { webSocketDebuggerUrl } = (await res.json()) as { webSocketDebuggerUrl?: string };
        if (webSocketDebuggerUrl) return webSocketDebuggerUrl;
      }
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error('Chromium did not open its DevTools port within 20 s');
}
