import { describe, expect, inject, it } from 'vitest';
import { devPost, devSession, memberCallHeaders, signInContext } from './mocksControl';
import { journeyBrowser, untilLive } from './journey';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

describe('live balance', () => {
  it('moves the header balance without a reload when a deposit arrives in the wallet', async () => {
    const token = await devSession(mocksUrl, 'player1');
    const context = await browser().newContext({ locale: 'en-US' });
    await signInContext(context, gatewayUrl, token);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/`);
    await page.getByRole('button', { name: 'Show balance' }).click();
    const balance = page.getByTestId('balance');
    await expect.poll(async () => balance.textContent()).toMatch(/\d\.\d{2}$/);
    const before = amountOf(await balance.textContent());
    await untilLive(page);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // The member asks for a deposit through the gateway, as the deposit screen does…
    const requested = await fetch(`${gatewayUrl}/wps/relay/MCSFE_createDepositTask`, {
      method: 'POST',
      headers: {
        ...(await memberCallHeaders(gatewayUrl, token)),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        amount: 250,
        bankType: 'BANK',
        vendorId: 101,
        requestId: 'e2e-live-balance',
      }),
    });
    expect(((await requested.json()) as { success: boolean }).success).toBe(true);

    // …and the payment operator marks it arrived: the stand-in credits the wallet once.
    const waiting = (await (await fetch(`${mocksUrl}/__dev/funds`)).json()) as {
      value: { deposits: { depositId: string; amount: number }[] };
    };
    const deposit = waiting.value.deposits.find((d) => d.amount === 250);
    expect(deposit).toBeDefined();
    await devPost(mocksUrl, `/__dev/deposits/${deposit!.depositId}/settle`, {
      outcome: 'ARRIVED',
    });

    await expect
      .poll(async () => amountOf(await balance.textContent()))
      .toBeCloseTo(before + 250, 2);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await context.close();
  });
});
