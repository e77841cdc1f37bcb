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

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page as it is now and returns the serious and
 * critical violations, each with the elements it found, so a failure names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
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
