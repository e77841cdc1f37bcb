import { describe, expect, it } from 'vitest';
import { RewardsApi } from '../../api/client/rewards';
import { FakeTransport } from '../../stores/fakeTransport';
import { RedEnvelopesStore } from './RedEnvelopesStore';

describe('red envelopes store', () => {
  it('opens an envelope by its claim-ticket id and shows what the platform paid', async () => {
    const transport = new FakeTransport();
    let opened = false;
    transport
      .on('getClaimTicketList', () => ({
        list: [
          {
            transactionId: 'RE1',
            title: 'Lucky money',
            amount: 8.88,
            minDeposit: 100,
            deposited: 100,
            opensAt: '2026-11-20T00:00:00.000Z',
            closesAt: '2026-11-27T00:00:00.000Z',
            status: opened ? 'OPENED' : 'OPENABLE',
            reason: '',
          },
        ],
      }))
      .on('claimTicket', () => {
        opened = true;
        return { amount: 8.88, balance: 1008.88 };
      });
    const store = new RedEnvelopesStore(new RewardsApi(transport));
    await store.load();
    expect(store.openableCount).toBe(1);
    await store.open('RE1');
    expect(transport.calls.find((c) => c.name === 'claimTicket')?.payload).toEqual({
      transactionId: 'RE1',
    });
    expect(store.outcome).toEqual({
      envelopeId: 'RE1',
      ok: true,
      key: 're_opened_amount',
      amount: 8.88,
    });
    expect(store.envelopes[0]?.status).toBe('OPENED');
    expect(store.openableCount).toBe(0);
  });
});
