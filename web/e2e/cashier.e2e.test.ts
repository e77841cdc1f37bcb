import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../src/i18n/locales/en/deposit.json';
import th from '../src/i18n/locales/th/deposit.json';
import { DESKTOP, PHONE, expectAccessible } from './a11y';
import { journeyBrowser, untilLive } from './journey';
import { devPost, devSession, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

const WAIT = { timeout: 15_000 };

type Words = typeof en;
/** The deposit screen's words in a language, with `{{name}}` filled as the site fills them. */
function wordsOf(words: Words) {
  return (key: keyof Words, values: Record<string, string> = {}) =>
    words[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const LANGUAGES = [
  { code: 'EN', t: wordsOf(en) },
  { code: 'TH', t: wordsOf(th) },
] as const;

async function memberContext(
  language: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const token = await devSession(mocksUrl, 'player1');
  const context = await browser().newContext({ locale: 'en-US', viewport });
  await signInContext(context, gatewayUrl, token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gatewayUrl });
  await context.addCookies([{ name: 'lang', value: language, url: gatewayUrl }]);
  await context.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    sessionStorage.setItem('USER_POPUP', '1');
  }, language);
  return context;
}

type T = (typeof LANGUAGES)[number]['t'];

/** Makes a deposit through the form with the method the stand-in's `bankType` names. */
async function deposit(page: Page, t: T, bankType: string, amount: string): Promise<string> {
  // Method names are the platform's content (its language, not the site's): chosen by code.
  await page.locator(`input[type="radio"][value="${bankType}"]`).check();
  await page.getByLabel(t('deposit_amount'), { exact: true }).fill(amount);
  await page.getByRole('button', { name: t('deposit_next') }).click();
  await page.getByRole('heading', { name: t('deposit_confirm_title') }).waitFor(WAIT);
  const meta = page.locator('.deposit-current__meta');
  const idShown = async () =>
    (await meta.count()) ? (/D\d{6}/.exec((await meta.textContent()) ?? '')?.[0] ?? '') : '';
  const before = await idShown();
  await page.getByRole('button', { name: t('deposit_confirm') }).click();
  // The deposit shown until now (an earlier one) gives way to the one just made.
  await expect.poll(idShown, WAIT).not.toBe(before);
  return idShown();
}

/**
 * The provider's page of an order that names an account instead (a transfer is made at the
 * payer's bank, which the stand-in's page stands for), from the operator's list.
 */
async function cashierPageOf(depositId: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/funds`);
  const { value } = (await res.json()) as {
    value: { deposits: { depositId: string; cashierUrl: string }[] };
  };
  const url = value.deposits.find((d) => d.depositId === depositId)?.cashierUrl;
  if (!url) throw new Error(`no waiting deposit ${depositId}`);
  return url;
}

const stateText = (page: Page) => page.getByTestId('deposit-state').textContent();

/** The header's balance, shown once, as a number. */
async function headerBalance(page: Page): Promise<() => Promise<number>> {
  await page.locator('.member-block__balance button[aria-pressed="false"]').click();
  const balance = page.getByTestId('balance');
  await expect.poll(() => balance.textContent(), WAIT).toMatch(/\d\.\d{2}$/);
  return async () => Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

describe('a deposit shows where and how to pay', () => {
  for (const { code, t } of LANGUAGES) {
    for (const viewport of [PHONE, DESKTOP]) {
      const where = `${code} ${viewport.width}px`;

      it(`a bank transfer names the account, amount and reference, each copied on a tap; an expired order says so; a player-to-player deposit is paid the same way (${where})`, async () => {
        const context = await memberContext(code, viewport);
        const page = await context.newPage();
        await page.goto(`${gatewayUrl}/member?page=depositv2`);
        await page.getByLabel(t('deposit_amount'), { exact: true }).waitFor(WAIT);
        await untilLive(page);

        const id = await deposit(page, t, 'BANK', '1000');
        const payee = page.getByTestId('deposit-payee');
        await payee.waitFor(WAIT);
        const shown = (await payee.textContent()) ?? '';
        expect(shown).toContain('0451234567');
        expect(shown).toContain('Playhouse Services Co., Ltd.');
        expect(shown).toContain('1,000.00');
        expect(shown).toMatch(/[A-Z2-9]{8}/);
        expect(await page.getByTestId('deposit-pay').textContent()).toMatch(/\(GMT\+7\)/);

        const number = t('deposit_payee_account_number');
        await page.getByRole('button', { name: t('deposit_copy_label', { what: number }) }).click();
        await page.getByRole('button', { name: t('deposit_copied') }).waitFor(WAIT);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0451234567');
        await page
          .getByRole('button', {
            name: t('deposit_copy_label', { what: t('deposit_payee_amount') }),
          })
          .click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), WAIT)
          .toBe('1000.00');
        await expectAccessible(page, `bank transfer ${where}`);

        // Back from the banking app (the page loads afresh): the order and its account are there.
        await page.reload();
        await expect.poll(() => payee.textContent(), WAIT).toContain('0451234567');
        await untilLive(page);

        // Unpaid past its time: the provider expires the order and the page says so, live.
        await devPost(mocksUrl, `/__dev/deposits/${id}/expire`);
        await expect.poll(() => stateText(page), WAIT).toContain(t('deposit_state_EXPIRED'));
        expect(await stateText(page)).toContain(
          t('deposit_expired_notice', { amount: '1,000.00' }),
        );
        expect(await page.getByTestId('deposit-pay').count()).toBe(0);
        await expectAccessible(page, `expired order ${where}`);

        // Player to player: the matched player's account, paid the same way, arriving live.
        const c2c = await deposit(page, t, 'C2C', '200');
        await expect.poll(() => payee.textContent(), WAIT).toContain('1234509876');
        expect(await payee.textContent()).toContain('Bangkok Bank');
        const bank = await context.newPage();
        await bank.goto(await cashierPageOf(c2c));
        await bank.getByRole('button', { name: 'Pay THB 200.00' }).click();
        await bank.locator('[data-state="ARRIVED"]').waitFor(WAIT);
        await expect.poll(() => stateText(page), WAIT).toContain(t('deposit_state_ARRIVED'));
        await context.close();
      });

      it(`a QR channel shows its code; an online-banking channel opens its page, where paying once credits the wallet live (${where})`, async () => {
        const context = await memberContext(code, viewport);
        const page = await context.newPage();
        await page.goto(`${gatewayUrl}/member?page=depositv2`);
        await page.getByLabel(t('deposit_amount'), { exact: true }).waitFor(WAIT);
        const balance = await headerBalance(page);
        const before = await balance();
        await untilLive(page);

        await deposit(page, t, 'QR', '500');
        await page
          .getByRole('img', { name: t('deposit_qr_label', { amount: '500.00' }) })
          .waitFor(WAIT);
        await expectAccessible(page, `QR payment ${where}`);

        const opened = context.waitForEvent('page', WAIT);
        await deposit(page, t, 'ONLINE', '300');
        const cashier = await opened;
        await cashier.getByRole('button', { name: 'Pay THB 300.00' }).waitFor(WAIT);
        expect(new URL(cashier.url()).origin).toBe(new URL(mocksUrl).origin);
        // The provider's page cannot reach back into the site.
        expect(await cashier.evaluate(() => window.opener === null)).toBe(true);
        expect(await stateText(page)).toContain(t('deposit_state_PENDING'));
        expect(await page.getByTestId('deposit-pay').textContent()).toContain(
          t('deposit_page_opened', { amount: '300.00' }),
        );

        await cashier.getByRole('button', { name: 'Pay THB 300.00' }).click();
        await cashier.locator('[data-state="ARRIVED"]').waitFor(WAIT);
        await expect.poll(() => stateText(page), WAIT).toContain(t('deposit_state_ARRIVED'));
        await expect.poll(balance, WAIT).toBeCloseTo(before + 300, 2);

        // Paying the same order again (a second tap, a resent form) moves nothing.
        const again = await cashier.request.post(`${cashier.url()}/pay`, { maxRedirects: 0 });
        expect(again.headers().location).toContain('refused=deposit_already_settled');
        await page.locator('.member-block__balance button[aria-pressed="true"]').click();
        await page.locator('.member-block__balance button[aria-pressed="false"]').click();
        await expect.poll(balance, WAIT).toBeCloseTo(before + 300, 2);
        await expectAccessible(page, `paid on the provider's page ${where}`);
        await context.close();
      });
    }
  }

  it('offers the payment page as a button when the browser blocks the window', async () => {
    const { t } = LANGUAGES[0];
    const context = await memberContext('EN', DESKTOP);
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/member?page=depositv2`);
    await page.getByLabel(t('deposit_amount'), { exact: true }).waitFor(WAIT);
    await deposit(page, t, 'ONLINE', '200');
    const pay = page.getByTestId('deposit-pay');
    await expect
      .poll(() => pay.textContent(), WAIT)
      .toContain(t('deposit_page_blocked', { amount: '200.00' }));
    const opened = context.waitForEvent('page', WAIT);
    await pay.getByRole('link', { name: new RegExp(t('deposit_open_page')) }).click();
    const cashier = await opened;
    await cashier.getByRole('button', { name: 'Pay THB 200.00' }).waitFor(WAIT);
    await context.close();
  });
});
