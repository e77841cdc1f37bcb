import type { Page } from 'playwright-core';

/**
 * Sums the layout shifts Chromium reports without recent input, from the page's start (call it
 * before `goto`); `layoutShift` reads the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as { __layoutShift?: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__layoutShift = (w.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as { __layoutShift?: number }).__layoutShift ?? 0);
