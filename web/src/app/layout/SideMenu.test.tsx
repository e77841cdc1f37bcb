import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { SideMenu } from './SideMenu';

afterEach(cleanup);

/** The side menu as the page at `path` shows it, over `root`'s stores. */
function menuAt(path: string, root = testRoot({ transport: new FakeTransport() }).root) {
  renderWithStores(<SideMenu />, { root, path });
}

const current = () =>
  [...document.querySelectorAll('.side-entry[aria-current="page"]')].map((e) => e.textContent);

describe('the side menu', () => {
  it('marks no member-centre entry current on another section of the centre', () => {
    menuAt('/member?page=depositv2');
    expect(current()).toEqual([]);
    expect(screen.getByRole('link', { name: /Betting record/ }).className).not.toContain('active');
  });

  it('marks the one member-centre entry whose section is shown, whatever else the address holds', () => {
    menuAt('/member?page=rewardCenter&tab=codes');
    expect(current()).toEqual(['Rewards']);
    expect(screen.getByRole('link', { name: /Rewards/ }).className).toContain('active');
  });

  it('marks a plain page’s entry by its path', () => {
    menuAt('/promotions');
    expect(current()).toEqual(['Promotions']);
  });

  it('offers live chat from the first paint when the site has it, before any address is decrypted', async () => {
    const transport = new FakeTransport().on('permission', {
      maintenance: false,
      regionRestriction: false,
      info: {
        customerService: [{ csType: 'LIVE', title: 'Live chat', path: 'not decrypted yet' }],
      },
    });
    const { root } = testRoot({ transport });
    await root.system.load();
    menuAt('/', root);
    expect(root.system.customerService).toEqual([]);
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeTruthy();
  });

  it('has no live chat entry when the site offers none', () => {
    menuAt('/');
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });
});
