import { describe, expect, it } from 'vitest';
import { MissionsApi } from '../../api/client/missions';
import { ApiError } from '../../api/errors';
import { SESSION_RESYNC } from '../../realtime/events';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemberEvents } from '../../stores/MemberEvents';
import { MissionsStore } from './MissionsStore';

function mission(claimable: number, totalCompleted: number) {
  return {
    missionId: 'M-SPIN',
    title: 'Spin',
    status: 'ONGOING',
    measure: 'ROUNDS',
    totalCompleted,
    totalMilestones: 3,
    milestone: totalCompleted,
    claimable,
    leaderboard: false,
  };
}

function setUp() {
  const transport = new FakeTransport();
  const events = new MemberEvents();
  const host = { badge: -1, balanceRefreshes: 0 };
  let state = { claimable: 0, completed: 0 };
  transport.on('getMissionSummaryDetails', () => ({
    list: [mission(state.claimable, state.completed)],
    totalPages: 1,
    claimableCount: state.claimable > 0 ? 1 : 0,
  }));
  const store = new MissionsStore(
    new MissionsApi(transport),
    {
      setClaimableMissions: (n) => {
        host.badge = n;
      },
      refreshBalance: async () => {
        host.balanceRefreshes += 1;
      },
    },
    events,
  );
  const play = (claimable: number, completed: number) => {
    state = { claimable, completed };
  };
  return { transport, events, host, store, play };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MissionsStore', () => {
  it('reads the claimable count when the screen opens, and keeps the badge right', async () => {
    const { host, store, play } = setUp();
    play(1, 1);
    await store.load();
    expect(store.list[0]?.claimable).toBe(1);
    expect(host.badge).toBe(1);
  });

  it('reads the list again after a resync, for a milestone reached while nothing listened', async () => {
    const { events, host, store, play } = setUp();
    await store.load();
    play(1, 1);
    events.emit(SESSION_RESYNC, { reason: 'reconnected' });
    await settle();
    expect(store.list[0]?.claimable).toBe(1);
    expect(host.badge).toBe(1);
    store.dispose();
    play(0, 1);
    events.emit(SESSION_RESYNC, { reason: 'reconnected' });
    await settle();
    expect(store.list[0]?.claimable).toBe(1);
  });

  it('claims once, refreshes the balance and the badge, and shows a refusal', async () => {
    const { transport, host, store, play } = setUp();
    play(1, 1);
    await store.load();
    transport.on('claimMissionRewards', () => {
      play(0, 1);
      return { amount: 1, balance: 1001 };
    });
    await store.claim('M-SPIN');
    expect({ missionId: store.claimMissionId, amount: store.payout.value }).toEqual({
      missionId: 'M-SPIN',
      amount: 1,
    });
    expect(host.balanceRefreshes).toBe(1);
    expect(host.badge).toBe(0);

    transport.on('claimMissionRewards', () => {
      throw new ApiError('server', 'mission_nothing_to_claim');
    });
    await store.claim('M-SPIN');
    expect({ missionId: store.claimMissionId, errorKey: store.payout.errorKey }).toEqual({
      missionId: 'M-SPIN',
      errorKey: 'mission_nothing_to_claim',
    });
    expect(host.balanceRefreshes).toBe(1);
  });

  it('says a claim is paid only together with the list that no longer offers it', async () => {
    const { transport, store, play } = setUp();
    play(1, 1);
    await store.load();
    let listed: (value: unknown) => void = () => undefined;
    transport
      .on('claimMissionRewards', { amount: 1, balance: 1001 })
      .on('getMissionSummaryDetails', () => new Promise((resolve) => (listed = resolve)));
    const claiming = store.claim('M-SPIN');
    await expect.poll(() => transport.calls.at(-1)?.name).toBe('getMissionSummaryDetails');
    expect(store.payout.value).toBeNull();
    listed({ list: [mission(0, 1)], totalPages: 1, claimableCount: 0 });
    await claiming;
    expect({ missionId: store.claimMissionId, amount: store.payout.value }).toEqual({
      missionId: 'M-SPIN',
      amount: 1,
    });
    expect(store.list[0]?.claimable).toBe(0);
  });

  it('stops listening when disposed', async () => {
    const { transport, events, store } = setUp();
    await store.load();
    store.dispose();
    const calls = transport.calls.length;
    events.emit(SESSION_RESYNC, { reason: 'reconnected' });
    await settle();
    expect(transport.calls.length).toBe(calls);
  });
});
