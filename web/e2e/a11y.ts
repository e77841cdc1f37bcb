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

/** The longest wait for finite animations to end before axe looks (the site's longest is 0.6 s). */
const SETTLE_MS = 2_000;

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
  return (await page.evaluate(async (settleMs) => {
    // axe measures colours as drawn: a notice still fading in is not yet the colour it will keep.
    // Finite animations and transitions are let end first (endless ones, a spinner, are not).
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, settleMs)),
    ]);
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, SETTLE_MS)) as AxeViolation[];
}

/**
 * What a page whose axe run did not end says of itself: whether it answers at all, whether it
 * counts as hidden, and whether its timers still fire (axe's rule queue runs on them).
 */
async function describeStall(page: Page): Promise<string> {
  const state = await withinTime(
    page.evaluate(
      () =>
        `${document.visibilityState}, ${document.readyState}, ` +
        `${document.getElementsByTagName('*').length} elements`,
    ),
    5_000,
    'the page',
  ).catch((reason: unknown) => String(reason));
  const timers = await withinTime(
    page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve('fire'), 0))),
    5_000,
    'a timer',
  ).catch(() => 'do not fire');
  return `${state}; its timers ${timers}`;
}

/**
 * What a check looks at beyond the address and the size: the dialogs open and the controls
 * expanded, by name. A fresh page opens none of what a journey opened by hand.
 */
async function openParts(page: Page): Promise<string> {
  // No named functions inside: a transform that keeps names would call a helper the page lacks.
  return page.evaluate(
    () =>
      [
        ...[
          ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
        ].map((el) => ['dialog', el] as const),
        ...[...document.querySelectorAll('[aria-expanded="true"]')].map(
          (el) => ['expanded', el] as const,
        ),
      ]
        .map(
          ([kind, el]) =>
            `${kind} ${
              el.getAttribute('aria-label') ??
              ((el.getAttribute('aria-labelledby') ?? '')
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
                .join(' ')
                .trim() ||
                el.tagName.toLowerCase())
            }`,
        )
        .sort()
        .join('; ') || 'nothing open',
  );
}

/**
 * The check made again in a fresh page of the same context (same cookies and session), at the
 * same address and size, once the page's network is quiet. It stands in for the stalled check
 * only if it shows the same parts open (`openParts`, read before the stalled run): otherwise
 * it would pass a page the journey never asked about, so it fails, saying what differs.
 */
async function violationsInFreshPage(
  page: Page,
  why: string,
  open: string | null,
): Promise<AxeViolation[]> {
  const fresh = await page.context().newPage();
  try {
    const size = page.viewportSize();
    if (size) await fresh.setViewportSize(size);
    await fresh.goto(page.url(), { waitUntil: 'load' });
    // A page whose live connection never lets the network fall quiet is checked as it is then.
    await fresh.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const freshOpen = await openParts(fresh);
    if (open !== null && freshOpen !== open) {
      throw new Error(
        `axe did not finish (${why}), and a fresh page cannot stand in for the check: ` +
          `the journey's page had ${open}, a fresh one has ${freshOpen}`,
      );
    }
    return await withinTime(
      runAxe(fresh),
      AXE_WAIT_MS,
      `axe, asked again in a fresh page (${why}),`,
    );
  } finally {
    await fresh.close();
  }
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page as it is now and returns the serious and
 * critical violations, each with the elements it found, so a failure names what to fix.
 *
 * In three full CI runs, each late in the browser step and never alone, an axe run did not end:
 * not in 180 s, and once not in 45 s plus another 45 s of waiting for it. A run that takes
 * longer than AXE_WAIT_MS is reported with what the page says of itself, and the same address is
 * checked again in a fresh page of the same context, if that page shows the same dialogs and
 * expanded controls; a check that stalls there too fails with both reports.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Read before axe runs: a stalled page may not answer afterwards.
  const open = await withinTime(openParts(page), 5_000, 'the page').catch(() => null);
  let violations: AxeViolation[];
  try {
    violations = await withinTime(runAxe(page), AXE_WAIT_MS, 'axe');
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // A stalled run goes on in its page, so the page's next check finds axe still running.
    const earlier = error.message.includes('Axe is already running');
    if (!earlier && !error.message.startsWith('axe did not finish')) throw error;
    const stall = `${earlier ? 'an earlier run in this page has not finished' : `the first did not finish within ${AXE_WAIT_MS / 1000} s`}; page: ${await describeStall(page)}`;
    console.warn(`axe on ${page.url()}: ${stall}; checking it again in a fresh page`);
    violations = await violationsInFreshPage(page, stall, open);
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
