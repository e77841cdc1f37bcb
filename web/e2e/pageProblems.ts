import type { BrowserContext, Page } from 'playwright-core';

/** What React reports when the markup it hydrates is not what it would render (#418 and kin). */
const HYDRATION_TROUBLE = /hydrat|#41[89]|#42[0-5]|did not match|server rendered/i;

/**
 * Errors the page reports, and React's hydration complaints at any level. `expected`: reports
 * that are the site working as meant (set aside by their exact text).
 */
export function collectProblems(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  // React reports an error it recovered from wrapped (#520 and kin): the cause names the culprit.
  void page.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: unknown } | null)?.cause;
      if (cause instanceof Error) console.error(`caused by: ${cause.stack ?? cause.message}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (expected?.test(text)) return;
    if (message.type() === 'error' || HYDRATION_TROUBLE.test(text))
      problems.push(`${page.url()} [${message.type()}]: ${text}`);
  });
  return problems;
}

/**
 * Marks the page when the frame the gateway sent is taken out: hydration keeps the server's
 * elements, rendering afresh replaces them. Call before the first `goto`.
 */
export async function watchReplacement(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches('[data-site-state]'))
            document.documentElement.dataset.replaced = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
}

export const wasReplaced = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.replaced === 'yes');
