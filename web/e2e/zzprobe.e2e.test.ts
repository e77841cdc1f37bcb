import { describe, inject, it } from 'vitest';
import { DESKTOP } from './a11y';
import { journeyBrowser } from './journey';
import { devSession, setSiteState, signInContext } from './mocksControl';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

describe('probe', () => {
  it('maintenance', async () => {
    await setSiteState(mocksUrl, 1, '2026-12-01T03:30:00.000Z');
    const context = await browser().newContext({ locale: 'en-US', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('heading', { name: 'System maintenance' }).waitFor();
    await page.waitForTimeout(4000);
    console.log('MAINT', await page.locator('main').innerHTML());
    await page.screenshot({ path: '/tmp/probe/maint.png' });
    await context.close();
  });
  it('amounts', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await browser().newContext({ locale: 'en-US', viewport: DESKTOP });
    await signInContext(context, gatewayUrl, token);
    await context.addInitScript(() => {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      sessionStorage.setItem('USER_POPUP', '1');
    });
    const page = await context.newPage();
    for (const p of ['transferFund', 'transferUpline', 'withdraw', 'depositv2']) {
      await page.goto(`${gatewayUrl}/member?page=${p}`);
      await page.waitForTimeout(5000);
      const inputs = page.locator('input[inputmode="decimal"]');
      console.log(p, 'inputs', await inputs.count());
      if ((await inputs.count()) === 0) continue;
      await inputs.first().fill('1.234');
      await page.waitForTimeout(300);
      const submit = page.locator('button[type="submit"]').first();
      if (await submit.count()) await submit.click().catch((e) => console.log('noclick', String(e).slice(0, 100)));
      await page.waitForTimeout(1500);
      console.log(p, 'TEXT', (await page.locator('#centre-section-title ~ *, main').first().innerText()).slice(0, 1500));
      await page.screenshot({ path: `/tmp/probe/${p}.png` });
    }
    await context.close();
  });
});
