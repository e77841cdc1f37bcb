import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { MODULES } from '../../stores/SystemStore';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { ContractRequestOpener } from './ContractRequestOpener';

afterEach(cleanup);

/** The site's status with the agent contracts (AGENTPOLICY3) on. */
const STATUS = {
  maintenance: false,
  regionRestriction: false,
  info: {
    whitelabel: [{ modId: MODULES.agentPolicy, enabled: true, childrenNodes: [] }],
    resources: [],
  },
};

const waiting = (count: number) => ({
  divtypereq: [],
  dailysalreqtype: Array.from({ length: count }, (_, i) => ({
    requestId: `Q00000${i + 1}`,
    kind: 'NEW',
    type: 'DAILY_SALARY',
    agent: 'agent1',
    member: 'player1',
    ratio: 2,
    status: 'PENDING',
    createdAt: '2026-11-20T03:00:00.000Z',
  })),
  contracthoursalreq: [],
  realtimesalreqtype: [],
});

describe('ContractRequestOpener', () => {
  it('asks for the contract dialog at sign-in and after a resync when a request waits', async () => {
    let requests = 0;
    const transport = new FakeTransport()
      .on('permission', STATUS)
      .on('consolidated', () => waiting(requests));
    const { root } = testRoot({ signedIn: true, transport });
    await root.system.load();
    // An account step holds the screen, so the test needs no dialog code, only the queue's word.
    root.dialogs.request('account');
    renderWithStores(<ContractRequestOpener />, { root });
    // Nothing waits at sign-in: no dialog.
    await vi.waitFor(() =>
      expect(transport.calls.filter((c) => c.name === 'consolidated')).toHaveLength(1),
    );
    expect(root.dialogs.isWanted('contract')).toBe(false);

    // The platform pushes no contract request: the reconnection's resync finds it.
    requests = 1;
    act(() => root.memberEvents.emit('session:resync', { reason: 'reconnected' }));
    await vi.waitFor(() => expect(root.dialogs.isWanted('contract')).toBe(true));
  });
});
