import type { BrowserContext, Page } from 'playwright-core';
import { REALTIME_LIVE_MARK } from '../src/app/realtimeBinding';

const PLATFORM_PATH = /^\/(wps|lgw|lotto)\//;

type Counts = Map<string, number>;

/** Room for every request's timing, pictures included (the browser keeps 250 by default). */
export async function keepEveryTiming(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
}

/**
 * The platform calls a page makes (`GET /wps/…`), counted apart before and after its socket
 * first went live: then the page reads once more what a push may have changed while it loaded.
 * Split by the page's own clock (its resource timings against the live mark), so a call made
 * just before that moment never counts as after it. Start it before the page is opened, after
 * `keepEveryTiming`.
 */
export function recordPlatformCalls(page: Page) {
  const methodOf = new Map<string, string>();
  page.on('request', (request) => {
    methodOf.set(new URL(request.url()).pathname, request.method());
  });
  return {
    async aroundLive(): Promise<{ live: number | null; before: Counts; after: Counts }> {
      const { live, calls } = await page.evaluate((mark) => {
        return {
          live: performance.getEntriesByName(mark)[0]?.startTime ?? null,
          calls: performance
            .getEntriesByType('resource')
            .map((e) => ({ url: e.name, start: e.startTime })),
        };
      }, REALTIME_LIVE_MARK);
      const before: Counts = new Map();
      const after: Counts = new Map();
      for (const { url, start } of calls) {
        const path = new URL(url).pathname;
        if (!PLATFORM_PATH.test(path)) continue;
        const counts = live !== null && start >= live ? after : before;
        const key = `${methodOf.get(path) ?? 'GET'} ${path}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return { live, before, after };
    },
  };
}
