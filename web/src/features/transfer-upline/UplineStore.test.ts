import { describe, expect, it, vi } from 'vitest';
import { TeamApi } from '../../api/client/team';
import { MemberApi } from '../../api/client/member';
import { UplineApi } from '../../api/client/upline';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { UplineStore } from './UplineStore';

function setup(isAgent = false) {
  const transport = new FakeTransport()
    .on('mbInfo', { account: 'player1', uplineAccount: 'agent1' })
    .on('subordinates', { list: [{ account: 'player2' }] });
  const refreshBalance = vi.fn();
  const api = {
    upline: new UplineApi(transport),
    member: new MemberApi(transport),
    team: new TeamApi(transport),
  };
  const store = new UplineStore(api, {
    isAgent,
    balanceMinor: () => 100_00,
    refreshBalance,
  });
  return { store, transport, refreshBalance };
}

const input = {
  target: 'upline' as const,
  username: '',
  amountMinor: 25_00,
  password: 'Player123',
  remark: ' thanks ',
  requestId: 'sub-1',
};

describe('UplineStore', () => {
  it('knows the upline, and downlines only for agents', async () => {
    const member = setup();
    await member.store.load();
    expect(member.store.uplineAccount).toBe('agent1');
    expect(member.transport.calls.some((c) => c.name === 'subordinates')).toBe(false);
    const agent = setup(true);
    await agent.store.load();
    expect(agent.store.downlines).toEqual(['player2']);
  });

  it.each([
    [{ amountMinor: 99 }, 'amount_below_minimum'],
    [{ amountMinor: 100_01 }, 'insufficient_balance'],
    [{ password: '' }, 'password_required'],
    [{ remark: 'x'.repeat(141) }, 'remark_too_long'],
    [{ target: 'downline' as const, username: ' ' }, 'downline_required'],
  ])('refuses %o before sending anything', async (change, key) => {
    const { store, transport } = setup(true);
    await store.load();
    expect(await store.submit({ ...input, ...change })).toBe(false);
    expect(store.transfer.errorKey).toBe(key);
    expect(transport.calls.some((c) => c.name === 'upLineTransfer')).toBe(false);
  });

  it('pays the upline in major units with the submission’s reference', async () => {
    const { store, transport, refreshBalance } = setup();
    transport.on('upLineTransfer', { toAccount: 'agent1', transferAmount: 25, balance: 75 });
    await store.load();
    expect(await store.submit(input)).toBe(true);
    expect(transport.calls.find((c) => c.name === 'upLineTransfer')?.payload).toEqual({
      transferAmount: 25,
      password: 'Player123',
      remark: 'thanks',
      requestId: 'sub-1',
    });
    expect(store.receipt?.toAccount).toBe('agent1');
    expect(refreshBalance).toHaveBeenCalledOnce();
  });

  it('sends an agent’s transfer to the named downline', async () => {
    const { store, transport } = setup(true);
    transport.on('transferToDownline', { toAccount: 'player2', transferAmount: 25 });
    await store.load();
    await store.submit({ ...input, target: 'downline', username: 'player2' });
    expect(transport.calls.find((c) => c.name === 'transferToDownline')?.payload).toMatchObject({
      username: 'player2',
    });
  });

  it('shows a wrong password as the platform says it', async () => {
    const { store, transport, refreshBalance } = setup();
    transport.on('upLineTransfer', () => {
      throw new ApiError('server', 'payment_password_error');
    });
    await store.load();
    expect(await store.submit(input)).toBe(false);
    expect(store.transfer.errorKey).toBe('payment_password_error');
    expect(refreshBalance).not.toHaveBeenCalled();
  });
});
