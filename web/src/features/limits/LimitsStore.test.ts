import { describe, expect, it, vi } from 'vitest';
import { LimitsApi } from '../../api/client/limits';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { LimitsStore } from './LimitsStore';

function limits(day: { amount: number | null; pending?: unknown }) {
  const window = { used: 0, resetsAt: '2026-11-20T17:00:00.000Z' };
  return {
    depositLimits: [
      { period: 'DAY', pending: null, ...window, ...day },
      { period: 'WEEK', amount: null, pending: null, ...window },
      { period: 'MONTH', amount: null, pending: null, ...window },
    ],
    coolOffUntil: null,
    selfExcludedUntil: null,
  };
}

function panel(transport = new FakeTransport()) {
  transport.on('getPlayerLimits', limits({ amount: 500 }));
  const sessionEnded = vi.fn();
  return {
    store: new LimitsStore(new LimitsApi(transport), sessionEnded),
    transport,
    sessionEnded,
  };
}

describe('LimitsStore', () => {
  it('shows the current limits in the fields', async () => {
    const { store } = panel();
    await store.load();
    expect(store.drafts).toEqual({ DAY: '500.00', WEEK: '', MONTH: '' });
  });

  it('keeps a pending loosening the platform answers, with when it applies', async () => {
    const { store, transport } = panel();
    await store.load();
    transport.on('setDepositLimit', () =>
      limits({ amount: 500, pending: { amount: 2000, appliesAt: '2026-11-21T03:00:00.000Z' } }),
    );
    store.setDraft('DAY', '2000');
    await store.save('DAY');
    expect(transport.calls.at(-1)).toEqual({
      name: 'setDepositLimit',
      payload: { period: 'DAY', amount: 2000 },
    });
    expect(store.limitOf('DAY')).toMatchObject({
      amount: 500,
      pending: { amount: 2000, appliesAt: '2026-11-21T03:00:00.000Z' },
    });
    expect(store.saved).toBe('DAY');
  });

  it('removes a limit with an empty field and refuses bad amounts without calling', async () => {
    const { store, transport } = panel();
    await store.load();
    transport.on('setDepositLimit', limits({ amount: 500 }));
    store.setDraft('DAY', '10.005');
    await store.save('DAY');
    expect(store.problems.DAY).toBe('money_decimals');
    store.setDraft('DAY', '0');
    await store.save('DAY');
    expect(store.problems.DAY).toBe('money_invalid');
    expect(transport.calls.filter((c) => c.name === 'setDepositLimit')).toHaveLength(0);
    store.setDraft('DAY', '');
    await store.save('DAY');
    expect(transport.calls.at(-1)?.payload).toEqual({ period: 'DAY', amount: null });
  });

  it('starts a cool-off only after the member confirms, then ends the session with its end', async () => {
    const { store, transport, sessionEnded } = panel();
    await store.load();
    transport.on('startCoolOff', { until: '2026-11-27T03:00:00.000Z' });
    store.ask({ kind: 'coolOff', duration: 'D7' });
    expect(transport.calls.some((c) => c.name === 'startCoolOff')).toBe(false);
    await store.confirmBlock();
    expect(transport.calls.at(-1)).toEqual({ name: 'startCoolOff', payload: { duration: 'D7' } });
    expect(sessionEnded).toHaveBeenCalledExactlyOnceWith({
      kind: 'coolOff',
      until: '2026-11-27T03:00:00.000Z',
    });
    expect(store.confirming).toBeNull();
  });

  it('keeps the dialog open with the refusal when the exclusion is refused', async () => {
    const { store, transport, sessionEnded } = panel();
    await store.load();
    transport.on('selfExclude', () => {
      throw new ApiError('network', 'network_error');
    });
    store.ask({ kind: 'exclude', duration: 'PERMANENT' });
    await store.confirmBlock();
    expect(store.confirming).toEqual({ kind: 'exclude', duration: 'PERMANENT' });
    expect(store.block.errorKey).toBe('network_error');
    expect(sessionEnded).not.toHaveBeenCalled();
  });
});
