import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { RedEnvelopeFloat } from './RedEnvelopeFloat';

afterEach(cleanup);

const envelope = (status: string) => ({
  transactionId: 'RE1',
  title: 'Weekend lucky money',
  amount: 8.88,
  minDeposit: 100,
  deposited: 100,
  opensAt: '2026-11-20T00:00:00.000Z',
  closesAt: '2026-11-27T00:00:00.000Z',
  status,
  reason: '',
});

function mount(transport: FakeTransport, options: { signedIn?: boolean; path?: string } = {}) {
  const { root } = testRoot({ transport, signedIn: options.signedIn });
  renderWithStores(
    <>
      <main id="main" tabIndex={-1} />
      <RedEnvelopeFloat />
    </>,
    { root, path: options.path ?? '/' },
  );
  return root;
}

function envelopes() {
  let opened = 0;
  const transport = new FakeTransport()
    .on('getClaimTicketList', () => ({ list: [envelope(opened > 0 ? 'OPENED' : 'OPENABLE')] }))
    .on('claimTicket', () => {
      opened += 1;
      return { transactionId: 'RE1', amount: 8.88, balance: 108.88 };
    });
  return { transport, opened: () => opened };
}

describe('RedEnvelopeFloat', () => {
  it('floats while an envelope can be opened, opens it once in a dialog, then goes away', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { transport, opened } = envelopes();
    mount(transport, { signedIn: true });
    const entry = await screen.findByRole('button', { name: 'Red envelopes: 1 to open' });

    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Red envelopes' });
    const openButton = screen.getByRole('button', { name: 'Open Weekend lucky money' });
    openButton.focus();
    fireEvent.click(openButton);
    const said = await screen.findByText('You got 8.88: it is in your wallet.');
    expect(opened()).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Red envelopes:/ })).toBeNull(),
    );

    // The Open button is gone: focus stays in the dialog, on what the envelope gave.
    await waitFor(() => expect(document.activeElement).toBe(said));

    // Closing gives focus to the page, as the button it came from is gone.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.id).toBe('main');
  });

  it('shows the rain by itself when the operator opens one, after a dialog already up', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { transport } = envelopes();
    const root = mount(transport, { signedIn: true });
    await screen.findByRole('button', { name: 'Red envelopes: 1 to open' });
    // A dialog of higher priority is up: the rain waits for it.
    root.dialogs.request('withdrawal');
    root.memberEvents.emit('raffle:start', { raffleId: 'R1' });
    await waitFor(() => expect(root.dialogs.isWanted('raffle')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Red envelopes' })).toBeNull();
    root.dialogs.release('withdrawal');
    const dialog = await screen.findByRole('dialog', { name: 'Red envelopes' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.dialogs.isWanted('raffle')).toBe(false);
  });

  it('is not there for a visitor, and asks nothing of the platform', () => {
    const { transport } = envelopes();
    mount(transport);
    expect(screen.queryByRole('button', { name: /^Red envelopes:/ })).toBeNull();
    expect(transport.calls.map((c) => c.name)).not.toContain('getClaimTicketList');
  });

  it('keeps out of the way on a game page', () => {
    const { transport } = envelopes();
    mount(transport, { signedIn: true, path: '/seamless' });
    expect(transport.calls.map((c) => c.name)).not.toContain('getClaimTicketList');
  });
});
