import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { FakeTransport } from '../../stores/fakeTransport';
import { MODULES } from '../../stores/SystemStore';
import { MEMBER_INFO, testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { bindLive } from './bindLive';
import LiveLayer from './LiveLayer';
import { NOTICE_MS } from './LiveStore';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The site's status with the reward centre (REWCEN3) on, or off. */
const status = (rewards: boolean) => ({
  maintenance: false,
  regionRestriction: false,
  info: {
    whitelabel: [{ modId: MODULES.rewards, enabled: rewards, childrenNodes: [] }],
    resources: [],
  },
});

async function signedIn(account = 'player1', rewards = true) {
  const transport = new FakeTransport()
    .on('permission', status(rewards))
    .on('mbInfo', { ...MEMBER_INFO, account })
    .on('balance', { balance: 100, currencySymbol: '$' })
    .on('unreadMessage', 0)
    .on('getMissionsClaimableCount', 0)
    .on('EMFE_playerOnlineMessageCallback', null);
  const { root } = testRoot({ signedIn: true, transport });
  await root.system.load();
  await root.user.load();
  const stop = bindLive(root);
  renderWithStores(
    <>
      <LiveLayer />
      <Where />
    </>,
    { root, path: '/rng' },
  );
  const emit = (event: string, payload: Record<string, unknown>) =>
    act(() => root.memberEvents.emit(event, payload));
  const balanceReads = () => transport.calls.filter((c) => c.name === 'balance').length;
  return { root, transport, emit, stop, balanceReads };
}

const notices = () => screen.queryAllByTestId('live-notice');

describe('live notices', () => {
  it('tells of an arrived deposit politely, in the site’s money format, and reads the balance', async () => {
    const { emit, balanceReads } = await signedIn();
    const before = balanceReads();
    emit('deposit:arrived', { amount: 1234.5, firstDeposit: false });
    const region = screen.getByRole('status');
    expect(within(region).getByText('Deposit of 1,234.50 arrived')).toBeTruthy();
    await waitFor(() => expect(balanceReads()).toBe(before + 1));
  });

  it('announces a failed deposit with its reason as an alert', async () => {
    const { emit } = await signedIn();
    emit('deposit:failed', { amount: 50, reason: 'Channel timeout' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Deposit of 50.00 failed: Channel timeout',
    );
  });

  it('tells of withdrawals approved and rejected with the remarks', async () => {
    const { emit, balanceReads } = await signedIn();
    const before = balanceReads();
    emit('withdrawal:approved', { amount: 200 });
    emit('withdrawal:rejected', { amount: 300, remarks: 'Card name differs' });
    expect(screen.getByText('Withdrawal of 200.00 approved')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Withdrawal of 300.00 rejected: Card name differs',
    );
    await waitFor(() => expect(balanceReads()).toBe(before + 2));
  });

  it('shows a new message with a link to the messages when the platform asks, and reads the count', async () => {
    const { emit, transport } = await signedIn();
    transport.on('unreadMessage', 3);
    emit('mail:new', { title: 'Quiet', popup: false });
    expect(notices()).toHaveLength(0);
    emit('mail:new', { title: 'Weekly bonus', popup: true });
    expect(screen.getByText('New message: Weekly bonus')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Read messages' }));
    expect(screen.getByTestId('where').textContent).toBe('/member?page=messageV2');
    expect(notices()).toHaveLength(0);
  });

  it('shows the platform’s title and message as plain text', async () => {
    const { emit } = await signedIn();
    emit('notice:online', { title: '<b>Maintenance</b>', message: 'Tonight <img src=x>' });
    emit('promo:claimed', { title: 'Bonus claimed', message: 'Enjoy' });
    expect(screen.getByText('<b>Maintenance</b>')).toBeTruthy();
    expect(screen.getByText('Tonight <img src=x>')).toBeTruthy();
    expect(document.querySelector('.live-notices img, .live-notices b')).toBeNull();
    expect(screen.getByText('Bonus claimed')).toBeTruthy();
  });

  it('words a transfer by side: the agent sent it, the downline received it', async () => {
    const agent = await signedIn('agent1');
    agent.emit('transfer:agent-to-downline', {
      amount: 1500,
      sender: 'agent1',
      receiver: 'player1',
    });
    expect(screen.getByText('You sent 1,500.00 to player1')).toBeTruthy();
    agent.stop();
    cleanup();

    const downline = await signedIn('player1');
    const before = downline.balanceReads();
    downline.emit('transfer:agent-to-downline', {
      amount: 1500,
      sender: 'agent1',
      receiver: 'player1',
    });
    expect(screen.getByText('agent1 sent you 1,500.00')).toBeTruthy();
    await waitFor(() => expect(downline.balanceReads()).toBe(before + 1));
  });

  it('tells of a lottery win with a link to the lottery records', async () => {
    const { emit } = await signedIn();
    emit('lottery:win', { amount: 88 });
    expect(screen.getByText('You won 88.00 in the lottery')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Lottery records' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/member?page=personalHistoryCopy&product=LOTT',
    );
  });

  it('follows a member-site message’s button and reports the tap to the platform', async () => {
    const { emit, transport } = await signedIn();
    emit('site:message', {
      deliveryId: 'wsd-7',
      messageType: 'PROMO',
      title: 'Top up today',
      body: 'Double points',
      redirect: { to: 'DEPOSIT' },
    });
    expect(screen.getByText('Top up today')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('where').textContent).toBe('/member?page=depositv2');
    await waitFor(() =>
      expect(transport.calls).toContainEqual({
        name: 'EMFE_playerOnlineMessageCallback',
        payload: { websocketDeliveryId: 'wsd-7', eventType: 'CLICKED' },
      }),
    );
  });

  it('starts the game a member-site message names, with the site’s own launch', async () => {
    const { emit, transport, root } = await signedIn();
    transport.on('launchGame', { url: 'https://games.example/play?t=1' });
    emit('site:message', {
      deliveryId: 'wsd-10',
      messageType: 'GAME',
      title: 'Fortune Tiger',
      redirect: { to: 'GAME_LINKAGE', gameCode: 'tiger', vendorCode: 'PG' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/seamless'));
    expect(transport.calls.find((c) => c.name === 'launchGame')?.payload).toMatchObject({
      gameCode: 'tiger',
      vassalage: 'PG',
    });
    expect(root.play.url).toBe('https://games.example/play?t=1');
    expect(transport.calls.map((c) => c.name)).toContain('EMFE_playerOnlineMessageCallback');
  });

  it('opens an operator’s http link in a new tab, and never a javascript: link', async () => {
    const { emit } = await signedIn();
    emit('site:message', {
      deliveryId: 'wsd-8',
      messageType: 'NOTICE',
      title: 'Read this',
      redirect: { to: 'REDIRECT_URL', link: 'javascript:alert(document.cookie)' },
    });
    expect(screen.getByText('Read this')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('.live-notices [href^="javascript"]')).toBeNull();

    emit('site:message', {
      deliveryId: 'wsd-9',
      messageType: 'NOTICE',
      title: 'Our partner',
      redirect: { to: 'REDIRECT_URL', link: 'https://partner.example/offer' },
    });
    const link = screen.getByRole('link', { name: 'Open link' });
    expect(link.getAttribute('href')).toBe('https://partner.example/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows three at a time; the next comes when one is closed', async () => {
    const { emit } = await signedIn();
    for (const amount of [1, 2, 3, 4]) emit('deposit:arrived', { amount });
    expect(notices()).toHaveLength(3);
    expect(screen.queryByText('Deposit of 4.00 arrived')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notice' })[0]!);
    expect(screen.queryByText('Deposit of 1.00 arrived')).toBeNull();
    expect(screen.getByText('Deposit of 4.00 arrived')).toBeTruthy();
  });

  it('leaves by itself after a while, but not while pointed at or focused', async () => {
    vi.useFakeTimers();
    const { emit } = await signedIn();
    emit('notice:online', { title: 'Pointed at' });
    emit('notice:online', { title: 'Left alone' });
    const [pointed] = notices();
    fireEvent.mouseEnter(pointed!);
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS + 1));
    expect(screen.queryByText('Left alone')).toBeNull();
    expect(screen.getByText('Pointed at')).toBeTruthy();
    fireEvent.mouseLeave(pointed!);
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS + 1));
    expect(notices()).toHaveLength(0);
  });

  it('stands just under the header, however tall it is', async () => {
    const header = document.createElement('header');
    header.className = 'layout__header';
    header.getBoundingClientRect = () => ({ bottom: 96.4 }) as DOMRect;
    document.body.append(header);
    await signedIn();
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(region.style.getPropertyValue('--live-top')).toBe('96px');
    header.remove();
  });

  it('clears what the session showed when it ends', async () => {
    const { emit, stop } = await signedIn();
    emit('notice:online', { title: 'Bye' });
    act(() => stop());
    expect(notices()).toHaveLength(0);
  });
});

describe('reward dialogs', () => {
  it('opens the gift dialog in its turn, never over a dialog already up', async () => {
    const { emit, root } = await signedIn();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    emit('promo:gift', { popup: false, title: 'Silent' });
    expect(root.dialogs.isWanted('reward')).toBe(false);
    act(() => root.dialogs.request('withdrawal'));
    emit('promo:gift', { popup: true, title: 'Birthday bonus', message: 'From all of us' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => root.dialogs.release('withdrawal'));
    const dialog = await screen.findByRole('dialog', { name: 'You have a gift: Birthday bonus' });
    expect(within(dialog).getByText('From all of us')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Go to the reward centre' }));
    expect(screen.getByTestId('where').textContent).toBe('/member?page=rewardCenter');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.dialogs.isWanted('reward')).toBe(false);
  });

  it('opens no gift dialog while the reward centre is off', async () => {
    const { emit, root } = await signedIn('player1', false);
    emit('promo:gift', { popup: true, title: 'Birthday bonus' });
    expect(root.dialogs.isWanted('reward')).toBe(false);
  });

  it('opens an extra-reward dialog with the promotion and the amount', async () => {
    const { emit } = await signedIn();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    emit('promo:extra-reward', { promotionId: '9', promotionName: 'Weekend cashback', amount: 25 });
    const dialog = await screen.findByRole('dialog', { name: 'Extra reward' });
    expect(within(dialog).getByText('Weekend cashback gives you an extra 25.00.')).toBeTruthy();
  });
});
