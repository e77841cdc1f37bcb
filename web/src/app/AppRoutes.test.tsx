import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../stores/fakeTransport';
import { MEMBER_INFO, testRoot } from '../stores/testRoot';
import { renderWithStoresAsync } from '../testing/render';
import { AppRoutes } from './AppRoutes';
import { Overlays } from './Overlays';

const STATUS = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.5' },
  info: {
    resources: [{ name: 'ios', resourceType: 'APP', labelNameEn: 'iOS app', url: '/dl/ios' }],
  },
};

async function renderAt(
  path: string,
  options: { signedIn?: boolean; type?: number; memberInfo?: Promise<unknown> } = {},
) {
  const transport = new FakeTransport()
    .on('permission', STATUS)
    .on('mbInfo', () => options.memberInfo ?? { ...MEMBER_INFO, type: options.type ?? 0 })
    .on('balance', { balance: 12.5, currencySymbol: '$' })
    .on('unreadMessage', 2)
    .on('getPlayerInfo', { account: MEMBER_INFO.account, nickname: MEMBER_INFO.nickname })
    .on('getGaInfo', { bound: true });
  const { root } = testRoot({ signedIn: options.signedIn, transport });
  await root.system.load();
  if (options.signedIn && !options.memberInfo) await root.user.load();
  if (options.memberInfo) void root.user.load();
  await renderWithStoresAsync(
    <>
      <AppRoutes />
      <Overlays />
    </>,
    { root, path },
  );
  return { root, transport };
}

afterEach(cleanup);

describe('routes and guards', () => {
  it('sends a signed-out player from a signed-in route to /login with the login popup', async () => {
    await renderAt('/member');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to Playhouse' })).toBeTruthy();
  });

  it('lets a signed-in member into the member centre with their account', async () => {
    await renderAt('/member', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Member centre' })).toBeTruthy();
    // The section's own code arrives after the centre's frame.
    expect(
      await screen.findByText('player1', { selector: 'dd' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows the member centre at once, its section only once the account is known to be real', async () => {
    let answer: (info: unknown) => void = () => undefined;
    const memberInfo = new Promise((resolve) => {
      answer = resolve;
    });
    const { transport } = await renderAt('/member?page=securityCenter', {
      signedIn: true,
      memberInfo,
    });
    expect(await screen.findByRole('heading', { name: 'Member centre' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    // Until the member info says which kind of account this is, nothing is asked in its name.
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading…')).toBe(true);
    expect(transport.calls.some((c) => c.name === 'getPlayerInfo')).toBe(false);

    await act(async () => answer({ ...MEMBER_INFO, type: 0 }));
    expect(
      await screen.findByText('player1', { selector: 'dd' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('tells a trial account the member centre needs a real one, once the member info says so', async () => {
    await renderAt('/member', { signedIn: true, type: 4 });
    expect(
      await screen.findByRole('heading', { name: 'This needs a real account. Please register.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Member centre' })).toBeNull();
  });

  it('sends a member who is not an agent from /agentHome to /agent with error_not_agent', async () => {
    await renderAt('/agentHome', { signedIn: true, type: 0 });
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This account is not an agent account.');
  });

  it('opens the agent centre for an agent, without the side menu, header or footer', async () => {
    await renderAt('/agentHome', { signedIn: true, type: 41 });
    expect(await screen.findByRole('heading', { name: 'Agent centre' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides the side menu on game pages and shows it elsewhere', async () => {
    await renderAt('/lottery?gameCode=SSC', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Lottery games' })).toBeTruthy();
    expect(screen.getByText('Game: SSC')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Game categories' })).toBeNull();
  });

  it('links the responsible-gambling page from the footer and shows the licence there', async () => {
    await renderAt('/help#responsible');
    expect(await screen.findByRole('heading', { name: 'Responsible gambling' })).toBeTruthy();
    const link = screen.getAllByRole('link', { name: 'Responsible gambling' });
    expect(link.some((a) => a.getAttribute('href') === '/help#responsible')).toBe(true);
    expect(screen.getAllByText(/Curaçao licence/).length).toBeGreaterThan(0);
  });

  it('lists the native apps the resources provide on /down', async () => {
    await renderAt('/down');
    expect(
      await screen.findByRole('link', { name: 'Get the iOS app' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Choose “Add to Home Screen”.', { exact: false })).toBeTruthy();
  });

  it('shows the member block with the balance hidden until asked', async () => {
    await renderAt('/', { signedIn: true });
    const balance = await screen.findByTestId('balance');
    expect(balance.textContent).toContain('******');
    screen.getByRole('button', { name: 'Show balance' }).click();
    expect((await screen.findByTestId('balance')).textContent).toContain('12.50');
  });
});
