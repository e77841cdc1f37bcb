import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './a11y';
import { journeyBrowser } from './journey';
import { contextIn, LOOKS } from './looks';

const gatewayUrl = inject('gatewayUrl');
const mocksUrl = inject('mocksUrl');
const browser = journeyBrowser(mocksUrl);
const WAIT = { timeout: 30_000 };

describe('a trial player asking for real play', () => {
  for (const look of LOOKS) {
    it(`is asked in a dialog to register, with Register and Cancel, ${look.title}`, async () => {
      const context = await contextIn(browser(), { gatewayUrl, mocksUrl }, look);
      const words = look.language.words;
      const page = await context.newPage();
      await page.goto(`${gatewayUrl}/login`);
      await page
        .getByRole('dialog', { name: words.login_title })
        .getByRole('button', { name: words.free_play })
        .click(WAIT);
      await page.getByLabel(words.member_menu).waitFor(WAIT);

      await page.goto(`${gatewayUrl}/rng`);
      const play = page.getByRole('button', { name: words.game_play, exact: true }).first();
      await play.click(WAIT);
      const dialog = page.getByRole('dialog', { name: words.real_account_title });
      await dialog.waitFor(WAIT);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.textContent()).toContain(words.in_need_true_account);
      await expectAccessible(page, `${page.url()} with the dialog (${look.title})`);

      // The dialog waits for the player: Cancel closes it and leaves them in the lobby.
      await dialog.getByRole('button', { name: words.cancel }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/rng');

      // Register takes its place with the registration form.
      await play.click();
      await dialog.getByRole('button', { name: words.register, exact: true }).click(WAIT);
      await page.getByRole('dialog', { name: words.register_title }).waitFor(WAIT);
      expect(await dialog.count()).toBe(0);
      await context.close();
    });
  }
});
