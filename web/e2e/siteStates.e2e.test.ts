import { describe, expect, inject, it } from 'vitest';
import { setSiteState } from './mocksControl';
import { journeyBrowser } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

async function openSite(path = '/') {
  const context = await browser().newContext();
  const page = await context.newPage();
  const statusCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/wps/system/status')) statusCalls.push(req.url());
  });
  const response = await page.goto(`${gatewayUrl}${path}`);
  return { page, context, statusCalls, html: (await response?.text()) ?? '' };
}

describe('whole-site states through the gateway', () => {
  it('shows the normal site, rendered by the gateway from the status the stand-in sent', async () => {
    const { page, context, statusCalls, html } = await openSite('/live');
    await page.getByRole('heading', { name: 'Live casino' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.locator('[data-site-state="normal"]').count()).toBe(1);
    // The gateway made the status call for the page and sent its answer with it.
    expect(html).toContain('id="first-screen"');
    expect(html).toContain('data-site-state="normal"');
    expect(statusCalls).toHaveLength(0);
    await context.close();
  });

  it('asks for the status from the browser on a page the gateway sends as the plain shell', async () => {
    const { page, context, statusCalls, html } = await openSite('/no-such-page');
    await page.locator('[data-site-state="normal"]').waitFor();
    expect(html).toContain('data-static-shell');
    expect(statusCalls).toHaveLength(1);
    expect(statusCalls[0]).toContain(gatewayUrl);
    await context.close();
  });

  it('shows the maintenance page with the announced end time when the stand-in is in maintenance', async () => {
    await setSiteState(mocksUrl, 1, '2026-12-01T03:30:00.000Z');
    const { page, context, html } = await openSite();
    // Rendered by the gateway: the visitor sees it before any script has run.
    expect(html).toContain('data-site-state="maintenance"');
    await page.getByRole('heading', { name: 'System maintenance' }).waitFor();
    expect(await page.getByText('Expected back at 2026/12/01 10:30 (GMT+7)').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await context.close();
  });

  it('shows the region-restricted page with the visitor IP when the stand-in restricts the region', async () => {
    await setSiteState(mocksUrl, 2);
    const { page, context } = await openSite('/promotions');
    await page.getByRole('heading', { name: 'Access restricted' }).waitFor();
    expect(
      await page.getByText(/Your IP address: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/).isVisible(),
    ).toBe(true);
    await context.close();
  });
});
