import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { RewardsApi } from '../../api/client/rewards';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemberEvents } from '../../stores/MemberEvents';
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
    let balanceReads = 0;
    const store = new RedEnvelopesStore(new RewardsApi(transport), new MemberEvents(), () => {
      balanceReads += 1;
    });
    await store.load();
    expect(store.openableCount).toBe(1);
    // What the member sees at every moment: an outcome never sits beside an unopened envelope.
    const seen: string[] = [];
    const stop = autorun(() => {
      if (store.opened.value !== null) seen.push(store.envelopes[0]?.status ?? '');
    });
    await store.open('RE1');
    stop();
    expect(seen).toEqual(['OPENED']);
    expect(transport.calls.find((c) => c.name === 'claimTicket')?.payload).toEqual({
      transactionId: 'RE1',
    });
    expect({ envelopeId: store.openedId, amount: store.opened.value }).toEqual({
      envelopeId: 'RE1',
      amount: 8.88,
    });
    expect(store.envelopes[0]?.status).toBe('OPENED');
    expect(store.openableCount).toBe(0);
    // The platform pushes no balance: the header reads it again.
    expect(balanceReads).toBe(1);
  });

  it('asks again when a deposit arrives, which may make an envelope openable', async () => {
    let deposited = 0;
    const transport = new FakeTransport().on('getClaimTicketList', () => ({
      list: [
        {
          transactionId: 'RE1',
          title: 'Lucky money',
          amount: 8.88,
          minDeposit: 100,
          deposited,
          opensAt: '2026-11-20T00:00:00.000Z',
          closesAt: '2026-11-27T00:00:00.000Z',
          status: deposited >= 100 ? 'OPENABLE' : 'NOT_ELIGIBLE',
          reason: deposited >= 100 ? '' : 'min_deposit',
        },
      ],
    }));
    const events = new MemberEvents();
    const store = new RedEnvelopesStore(new RewardsApi(transport), events);
    await store.load();
    expect(store.openableCount).toBe(0);

    deposited = 100;
    events.emit(MemberEvent.DepositArrived, { depositId: 'D1', amount: 100, balance: 100 });
    await expect.poll(() => store.openableCount).toBe(1);

    store.dispose();
    deposited = 0;
    events.emit(MemberEvent.DepositArrived, { depositId: 'D2', amount: 1, balance: 101 });
    const calls = transport.calls.length;
    await Promise.resolve();
    expect(transport.calls.length).toBe(calls);
  });

  it('reads once when the socket resyncs before the floating envelope first shows', async () => {
    const transport = new FakeTransport().on('getClaimTicketList', () => ({ list: [] }));
    const events = new MemberEvents();
    const store = new RedEnvelopesStore(new RewardsApi(transport), events);
    events.emit(SESSION_RESYNC, { reason: 'connected' });
    await store.ensureLoaded();
    await expect.poll(() => store.list.state).toBe('ready');
    expect(transport.calls.filter((c) => c.name === 'getClaimTicketList')).toHaveLength(1);
    // A read shown already is not made again when the float shows.
    await store.ensureLoaded();
    expect(transport.calls.filter((c) => c.name === 'getClaimTicketList')).toHaveLength(1);
  });

  it('keeps the envelopes on screen while a resync reads them again', async () => {
    const transport = new FakeTransport().on('getClaimTicketList', () => ({ list: [] }));
    const events = new MemberEvents();
    const store = new RedEnvelopesStore(new RewardsApi(transport), events);
    await store.load();
    const states: string[] = [];
    const stop = autorun(() => states.push(store.list.state));
    events.emit(SESSION_RESYNC, { reason: 'reconnected' });
    await expect.poll(() => transport.calls.length).toBe(2);
    stop();
    expect(states).toEqual(['ready']);
  });
});
