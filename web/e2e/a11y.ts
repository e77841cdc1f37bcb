import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** How long one axe run may take; it takes 1–3 s on these pages. */
const AXE_WAIT_MS = 45_000;

/** `work`, or an error naming `what` once `ms` have passed (a page evaluation has no timeout). */
async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol, which the site's Content-Security-Policy (rightly)
  // does not cover; a script tag would be refused by it.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  })) as AxeViolation[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page as it is now and returns the serious and
 * critical violations, each with the elements it found, so a failure names what to fix.
 *
 * In two full CI runs an axe run never returned and the journey hung to its 180 s timeout
 * without saying where; it has not been reproduced alone. A run that takes longer than
 * AXE_WAIT_MS is reported with what the page said of itself then (whether it still answers, and
 * whether it counted as hidden), and is made once more; a second one that does not finish fails.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  let violations: AxeViolation[];
  try {
    violations = await withinTime(runAxe(page), AXE_WAIT_MS, 'axe');
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('axe did not finish')) throw error;
    const state = await withinTime(
      page.evaluate(() => `${document.visibilityState}, ${document.readyState}`),
      5_000,
      'the page',
    ).catch((reason: unknown) => String(reason));
    console.warn(
      `axe did not finish on ${page.url()} within ${AXE_WAIT_MS / 1000} s (page: ${state}); once more`,
    );
    // A run still going in the page refuses another ("Axe is already running"): let it end.
    await page.waitForFunction(
      () => !(window as unknown as { axe?: { _running?: boolean } }).axe?._running,
      undefined,
      { polling: 500, timeout: AXE_WAIT_MS },
    );
    violations = await withinTime(runAxe(page), AXE_WAIT_MS, 'axe, asked a second time,');
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}

/** Fails the journey when the page has any serious or critical accessibility violation. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) {
    throw new Error(`accessibility violations on ${where}:\n${found.join('\n')}`);
  }
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const THEMES = ['light', 'dark'] as const;

/**
 * Checks one screen in every look a player may see it in: phone and desktop, light and dark.
 * `visit` opens the screen and waits until it shows what it is for; the theme is set the way
 * the theme switch keeps it (local storage), before each visit.
 */
export async function expectAccessibleInEveryLook(
  page: Page,
  visit: () => Promise<void>,
): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const theme of THEMES) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await visit();
      await expectAccessible(page, `${page.url()} (${viewport.width}px, ${theme})`);
    }
  }
}
