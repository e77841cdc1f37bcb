import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessibleInEveryLook, PHONE } from './a11y';
import { journeyBrowser } from './journey';
import { devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

/** What a player waits for on a busy machine: generous, never a fixed sleep. */
const WAIT = { timeout: 20_000 };

/** The site's languages, as a player who chose one comes back with it. */
const LANGUAGES = ['EN', 'CN', 'KM', 'TH', 'VI'] as const;

/**
 * A phone-sized window, signed in as `account`, in `language`. Not an emulated mobile browser:
 * that one widens its layout to whatever the page needs, which would hide sideways scrolling.
 */
async function phoneContext(account: string, language = 'EN'): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, account);
  const context = await browser().newContext({ locale: 'en-US', viewport: PHONE });
  await context.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  await signInContext(context, gatewayUrl, token);
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  return context;
}

const sectionHeading = (page: Page) => page.locator('#centre-section-title');

/** How far the page reaches beyond the window's width: what a player would scroll sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the agent centre on a phone', () => {
  for (const language of LANGUAGES) {
    it(`fits the screen's width in ${language}: nothing scrolls sideways`, async () => {
      const context = await phoneContext('agent1', language);
      const page = await context.newPage();
      for (const path of ['/agentHome', '/agentHome?page=agentRevenueReport']) {
        await page.goto(`${gatewayUrl}${path}`);
        await sectionHeading(page).waitFor(WAIT);
        // The header's account and actions are there, inside the screen.
        const head = page.locator('.agent-centre__head');
        await head.getByText('agent1').waitFor(WAIT);
        for (const action of await head.locator('button, a').all()) {
          const box = await action.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, path).toBe(true);
        }
        expect(await sideways(page), `${language} ${path}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }

  it('is accessible on a phone and a desktop, in both themes', async () => {
    const context = await phoneContext('agent1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/agentHome`);
    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/agentHome?page=agentTeamOverview`);
      await sectionHeading(page).waitFor(WAIT);
      await page.getByText('Team size').waitFor(WAIT);
    });
    await context.close();
  });
});

/**
 * What of a period filter a player cannot see whole: its label or a choice outside the filter or
 * the window, covered by something else, or with its words cut off by its own box.
 */
const periodFilterProblems = (page: Page) =>
  page.locator('.period-filter').evaluate((filter) => {
    const bounds = filter.getBoundingClientRect();
    const problems: string[] = [];
    for (const part of filter.querySelectorAll('.period-filter__label, .chip')) {
      const box = part.getBoundingClientRect();
      const name = part.textContent ?? '';
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5)
        problems.push(`${name}: outside the filter`);
      if (box.left < 0 || box.right > window.innerWidth)
        problems.push(`${name}: outside the window`);
      if (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1)
        problems.push(`${name}: cut off by its box`);
      part.scrollIntoView({ block: 'center' });
      const moved = part.getBoundingClientRect();
      for (const x of [moved.left + 2, moved.left + moved.width / 2, moved.right - 2]) {
        const hit = document.elementFromPoint(x, moved.top + moved.height / 2);
        if (!hit || !(hit === part || part.contains(hit))) problems.push(`${name}: covered`);
      }
    }
    return problems;
  });

describe('the centres’ period filters', () => {
  for (const language of LANGUAGES) {
    it(`show their label and every choice whole in ${language}, on a phone and a desktop`, async () => {
      const context = await phoneContext('agent1', language);
      const page = await context.newPage();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const path of [
          '/agentHome?page=agentTeamOverview',
          '/agentHome?page=personalHistoryCopy',
          '/member?page=transactionHistory',
        ]) {
          await page.goto(`${gatewayUrl}${path}`);
          await page.locator('.period-filter .chip').first().waitFor(WAIT);
          expect(await periodFilterProblems(page), `${viewport.width} px ${path}`).toEqual([]);
        }
      }
      await context.close();
    });
  }
});

describe('the member centre on a phone', () => {
  it('shows the chosen section on the first screen, its menu one row that keyboards can use', async () => {
    const context = await phoneContext('player1');
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    const heading = sectionHeading(page);
    await heading.waitFor(WAIT);
    expect(await heading.textContent()).toBe('Deposit');

    // The menu is one row, so the section starts high on the first screen, above the tab bar,
    // with its first choice in view.
    const menu = page.getByRole('navigation', { name: 'Member menu' });
    const menuBox = await menu.boundingBox();
    expect(menuBox && menuBox.height).toBeLessThan(64);
    const tabBar = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
    const firstScreenEnd = tabBar?.y ?? PHONE.height;
    const headingBox = await heading.boundingBox();
    expect(headingBox && headingBox.y).toBeLessThan(PHONE.height * 0.4);
    const method = page.getByRole('radio', { name: 'Bank transfer' });
    await method.waitFor(WAIT);
    const methodBox = await method.boundingBox();
    expect(methodBox && methodBox.y + methodBox.height).toBeLessThan(firstScreenEnd);

    // The menu names where the player is, and that entry is in view within its row.
    const current = menu.locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Deposit');
    const currentBox = await current.boundingBox();
    expect(currentBox && currentBox.x >= 0 && currentBox.x + currentBox.width <= PHONE.width).toBe(
      true,
    );
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // By keyboard: from the current entry, on to the next section.
    await current.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Withdraw');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=withdraw/, WAIT);
    await expect.poll(() => heading.textContent(), WAIT).toBe('Withdraw');
    await expect
      .poll(() => menu.locator('[aria-current="page"]').textContent(), WAIT)
      .toBe('Withdraw');

    // The last section, far along the row, is brought into view when it is the chosen one.
    await page.goto(`${gatewayUrl}/member?page=manualRebate`);
    await expect.poll(() => heading.textContent(), WAIT).toBe('Manual rebate');
    const last = menu.getByRole('link', { name: 'Manual rebate' });
    await expect
      .poll(async () => {
        const box = await last.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      }, WAIT)
      .toBe(true);

    await expectAccessibleInEveryLook(page, async () => {
      await page.goto(`${gatewayUrl}/member?page=depositv2`);
      await page.getByRole('radio', { name: 'Bank transfer' }).waitFor(WAIT);
    });
    await context.close();
  });
});
