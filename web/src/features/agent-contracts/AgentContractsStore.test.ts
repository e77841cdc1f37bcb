import { describe, expect, it, vi } from 'vitest';
import { AgentApi } from '../../api/client/agent';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemberEvents } from '../../stores/MemberEvents';
import { AgentContractsStore } from './AgentContractsStore';

const request = (over: Record<string, unknown> = {}) => ({
  requestId: 'Q000001',
  kind: 'NEW',
  type: 'DAILY_SALARY',
  agent: 'agent1',
  member: 'subagent1',
  ratio: 2,
  status: 'PENDING',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...over,
});

const standing = {
  contractId: 'C000002',
  type: 'DAILY_SALARY',
  agent: 'agent1',
  member: 'subagent1',
  ratio: 2,
  status: 'ACTIVE',
  pending: 2,
  lastSettled: null,
};

function setup() {
  const transport = new FakeTransport()
    .on('contractDailySalaryInfo', { maxRatio: 3, held: null, offered: [standing], requests: [] })
    .on('contractDailySalaryRecords', { list: [], total: 0, totalAmount: 0 })
    .on('consolidated', {
      divtypereq: [],
      dailysalreqtype: [request()],
      contracthoursalreq: [],
      realtimesalreqtype: [],
    });
  const events = new MemberEvents();
  const dialogs = { request: vi.fn() };
  const store = new AgentContractsStore(new AgentApi(transport), events, dialogs);
  return { store, transport, events, dialogs };
}

describe('AgentContractsStore', () => {
  it('shows a type’s contracts given, with what each has pending', async () => {
    const { store } = setup();
    await store.views.DAILY_SALARY.load();
    expect(store.views.DAILY_SALARY.contract.value?.offered[0]).toMatchObject({
      member: 'subagent1',
      pending: 2,
    });
    expect(store.views.DAILY_SALARY.contract.value?.maxRatio).toBe(3);
  });

  it('lists the requests a downline declined, latest answer first, and none of the others', async () => {
    const { store, transport } = setup();
    transport.on('contractDailySalaryInfo', {
      maxRatio: 3,
      held: null,
      offered: [],
      requests: [
        request({ requestId: 'Q1', status: 'REJECTED', decidedAt: '2026-11-20T04:00:00.000Z' }),
        request({ requestId: 'Q2', status: 'ACCEPTED', decidedAt: '2026-11-20T05:00:00.000Z' }),
        request({ requestId: 'Q3', status: 'PENDING' }),
        request({ requestId: 'Q4', status: 'REJECTED', decidedAt: '2026-11-21T04:00:00.000Z' }),
      ],
    });
    await store.views.DAILY_SALARY.load();
    expect(store.views.DAILY_SALARY.declined.map((r) => r.requestId)).toEqual(['Q4', 'Q1']);
    expect(store.views.DAILY_SALARY.waiting.map((r) => r.requestId)).toEqual(['Q3']);
  });

  it('keeps the refusal of a page that cannot load, and loads again on retry', async () => {
    const { store, transport } = setup();
    transport.on('contractDailySalaryInfo', () => {
      throw new ApiError('server', 'error_not_agent');
    });
    await store.views.DAILY_SALARY.load();
    expect(store.views.DAILY_SALARY.contract.errorKey).toBe('error_not_agent');
    transport.on('contractDailySalaryInfo', { maxRatio: 3, held: null, offered: [] });
    await store.views.DAILY_SALARY.load();
    expect(store.views.DAILY_SALARY.contract.errorKey).toBeNull();
    expect(store.views.DAILY_SALARY.contract.value?.offered).toEqual([]);
  });

  it('sends an offer on the type’s own call and shows it as sent; a refusal keeps its key', async () => {
    const { store, transport } = setup();
    transport.on('offerContractDailySalary', request());
    expect(await store.offer('DAILY_SALARY', { downline: 'subagent1', ratio: 2 })).toBe(true);
    expect(store.sent).toMatchObject({ member: 'subagent1', kind: 'NEW' });
    expect(transport.calls).toContainEqual({
      name: 'offerContractDailySalary',
      payload: { downline: 'subagent1', ratio: 2 },
    });
    transport.on('offerContractDailySalary', () => {
      throw new ApiError('server', 'contract_ratio_above_own');
    });
    expect(await store.offer('DAILY_SALARY', { downline: 'subagent1', ratio: 9 })).toBe(false);
    expect(store.submission.errorKey).toBe('contract_ratio_above_own');
    expect(store.sent).toBeNull();
  });

  it('sends new terms for a dividend on its own call, for a salary as an offer', async () => {
    const { store, transport } = setup();
    transport
      .on('modifyContractDividend', request({ type: 'DIVIDEND', contractId: 'C1' }))
      .on('offerContractDailySalary', request());
    const contract = { contractId: 'C1', member: 'subagent1' };
    await store.modify('DIVIDEND', contract, { downline: 'subagent1', ratio: 10 });
    await store.modify('DAILY_SALARY', contract, { downline: 'subagent1', ratio: 1 });
    expect(transport.calls).toContainEqual({
      name: 'modifyContractDividend',
      payload: { contractId: 'C1', ratio: 10 },
    });
    expect(transport.calls).toContainEqual({
      name: 'offerContractDailySalary',
      payload: { downline: 'subagent1', ratio: 1 },
    });
  });

  it('ends a dividend on the platform’s call and a salary on ours', async () => {
    const { store, transport } = setup();
    transport
      .on('updateContractDividend', request({ kind: 'TERMINATION', type: 'DIVIDEND' }))
      .on('terminateContract', request({ kind: 'TERMINATION' }));
    await store.terminate('DIVIDEND', 'C1');
    await store.terminate('DAILY_SALARY', 'C2');
    const names = transport.calls.map((c) => c.name);
    expect(names).toContain('updateContractDividend');
    expect(names).toContain('terminateContract');
  });

  it('shows what holds now when a stale page asks to end a contract that already ended', async () => {
    const { store, transport } = setup();
    await store.views.DAILY_SALARY.load();
    transport.on('terminateContract', () => {
      throw new ApiError('server', 'contract_not_found');
    });
    transport.on('contractDailySalaryInfo', {
      maxRatio: 3,
      held: null,
      offered: [{ ...standing, contractId: 'C000003', ratio: 1.5 }],
      requests: [],
    });
    expect(await store.terminate('DAILY_SALARY', 'C000002')).toBe(false);
    expect(store.submission.errorKey).toBe('contract_not_found');
    await vi.waitFor(() =>
      expect(store.views.DAILY_SALARY.contract.value?.offered[0]).toMatchObject({
        contractId: 'C000003',
        ratio: 1.5,
      }),
    );
  });

  it('reads the waiting requests when a contract page opens, and asks for the dialog', async () => {
    const { store, dialogs } = setup();
    await store.checkRequests();
    expect(store.pending[0]).toMatchObject({ requestId: 'Q000001', agent: 'agent1' });
    expect(dialogs.request).toHaveBeenCalledWith('contract');
  });

  it('asks for no dialog when nothing waits', async () => {
    const { store, transport, dialogs } = setup();
    transport.on('consolidated', {
      divtypereq: [],
      dailysalreqtype: [],
      contracthoursalreq: [],
      realtimesalreqtype: [],
    });
    await store.checkRequests();
    expect(dialogs.request).not.toHaveBeenCalled();
  });

  it('answers on the type’s call and says which downline contracts ended', async () => {
    const { store, transport } = setup();
    transport.on('processDailySalary', {
      request: request({ status: 'ACCEPTED' }),
      endedDownlineContracts: [{ ...standing, member: 'teamplayer1', ratio: 3, status: 'ENDED' }],
    });
    await store.loadPending();
    await store.answer(store.pending[0]!, true);
    expect(transport.calls).toContainEqual({
      name: 'processDailySalary',
      payload: { requestId: 'Q000001', action: 'ACCEPT' },
    });
    expect(store.pending).toEqual([]);
    expect(store.answered[0]?.ended[0]).toMatchObject({ member: 'teamplayer1', ratio: 3 });
    store.closeDialog();
    expect(store.answered).toEqual([]);
  });

  it('keeps a failed answer’s key and asks again what is still waiting', async () => {
    const { store, transport } = setup();
    transport.on('processDailySalary', () => {
      throw new ApiError('server', 'contract_request_processed');
    });
    await store.loadPending();
    const before = transport.calls.filter((c) => c.name === 'consolidated').length;
    await store.answer(store.pending[0]!, true);
    expect(store.reply.errorKey).toBe('contract_request_processed');
    await expect
      .poll(() => transport.calls.filter((c) => c.name === 'consolidated').length)
      .toBe(before + 1);
  });
});
