import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { TeamApi } from '../../api/client/team';
import { TeamReportsApi } from '../../api/client/teamReports';
import { UplineApi } from '../../api/client/upline';
import { loadAllPages } from '../../centre/exportCsv';
import { FakeTransport } from '../../stores/fakeTransport';
import { DownlineStore } from './DownlineStore';
import { RegisterStore } from './RegisterStore';
import { ReportStore } from './ReportStore';

const refuse = (key: string) => () => {
  throw new ApiError('server', key, 200);
};

function downlineStore(transport: FakeTransport) {
  let refreshed = 0;
  const store = new DownlineStore(new TeamApi(transport), new UplineApi(transport), async () => {
    refreshed += 1;
  });
  return { store, refreshed: () => refreshed };
}

const row = (account: string) => ({ account, isAgent: false, balance: 10, directCount: 0 });

describe('DownlineStore', () => {
  it('shows a level with the path from the agent to it', async () => {
    const transport = new FakeTransport().on('subordinates', (p?: Record<string, unknown>) => ({
      list: [row('team_m21')],
      total: 1,
      path: ['agent1', 'team_sa1', String(p?.parent)],
    }));
    const { store } = downlineStore(transport);
    await store.show({ parent: 'team_sa2' });
    expect(store.path).toEqual(['agent1', 'team_sa1', 'team_sa2']);
    expect(store.records.rows.map((r) => r.account)).toEqual(['team_m21']);
  });

  it('pays a downline with one request id per submission, then refreshes the balances', async () => {
    const transport = new FakeTransport()
      .on('subordinates', { list: [row('player1')], total: 1, path: ['agent1'] })
      .on('transferToDownline', { transferId: 'T1', balance: 90 });
    const { store, refreshed } = downlineStore(transport);
    await store.show({});
    const done = await store.move({
      direction: 'to',
      username: 'player1',
      amountMinor: 12_50,
      password: 'Agent123',
      requestId: 'req-1',
    });
    expect(done).toBe(true);
    expect(transport.calls.find((c) => c.name === 'transferToDownline')?.payload).toEqual({
      username: 'player1',
      transferAmount: 12.5,
      password: 'Agent123',
      requestId: 'req-1',
      remark: '',
    });
    expect(refreshed()).toBe(1);
    expect(store.notice).toEqual({ key: 'moved', account: 'player1' });
    // The list was asked again, so the new balances show.
    expect(transport.calls.filter((c) => c.name === 'subordinates')).toHaveLength(2);
  });

  it('keeps the refusal and moves nothing when the password is wrong', async () => {
    const transport = new FakeTransport()
      .on('subordinates', { list: [], total: 0, path: ['agent1'] })
      .on('collectFromDownline', refuse('password_error'));
    const { store, refreshed } = downlineStore(transport);
    const done = await store.move({
      direction: 'from',
      username: 'player1',
      amountMinor: 100,
      password: 'nope',
      requestId: 'req-2',
    });
    expect(done).toBe(false);
    expect(store.change.errorKey).toBe('password_error');
    expect(refreshed()).toBe(0);
  });
});

describe('RegisterStore', () => {
  it('drops the answer about a username no longer typed', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const transport = new FakeTransport().on('checkUsername', (p?: Record<string, unknown>) =>
      p?.username === 'slowname' ? new Promise((r) => (answer = r)) : { available: true },
    );
    const store = new RegisterStore(new TeamApi(transport));
    const slow = store.checkUsername('slowname');
    await store.checkUsername('fastname');
    answer({ available: false });
    await slow;
    expect(store.username).toEqual({ name: 'fastname', state: 'available' });
  });
});

describe('ReportStore', () => {
  it('keeps the totals of the query on screen and exports every page of it', async () => {
    const transport = new FakeTransport().on(
      'downlineTransactions',
      (p?: Record<string, unknown>) => {
        const pageNo = Number(p?.pageNo);
        const all = [1, 2, 3].map((i) => ({ reference: `r${i}`, amount: i }));
        const size = Number(p?.pageSize);
        return {
          list: all.slice((pageNo - 1) * size, pageNo * size),
          total: 3,
          totalPages: Math.ceil(3 / size),
          totals: { credit: 6, debit: 0, net: p?.account === 'team_m11' ? 1 : 6 },
        };
      },
    );
    const reports = new TeamReportsApi(transport);
    const report = new ReportStore(
      (query, pageNo, pageSize) => reports.transactions({ ...query, pageNo, pageSize }),
      2,
    );
    await report.show({ account: 'team_m11' });
    expect(report.summary?.totals.net).toBe(1);
    const every = (await loadAllPages(report.records)) ? report.records.rows : null;
    expect(every?.map((r) => r.reference)).toEqual(['r1', 'r2', 'r3']);
  });
});
