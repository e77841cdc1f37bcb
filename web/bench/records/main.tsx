import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { PagedRecords, RecordsTable, type Column } from '../../src/centre';
import type { Downline } from '../../src/api/client/team';
import { REBATE_PRODUCTS } from '../../src/api/client/team';
import { downlineColumns } from '../../src/features/agent-team/DownlineSection';
import { useTeamT } from '../../src/features/agent-team/parts';
import { createI18n } from '../../src/i18n/i18n';
import '../../src/styles.css';
// The kit's table styles come with the centres' frame in the app (`app/centre/CentreSections`).
import '../../src/centre/centre.css';

/**
 * The records table with 10,000 rows of transactions, for `scripts/bench/recordsTable.ts`:
 * `?mode=virtual` is the kit's table; `?mode=team` the agent's downline list (the same table with
 * its nine columns, and the transfer, collect, rebates and promote buttons of a direct downline
 * on every row); `?mode=plain` draws every row, as a table without
 * virtualisation would; `?mode=empty` scrolls a region of the same height with no rows. `window.__ready` is set once the rows are on screen.
 */
interface Movement {
  id: number;
  time: string;
  kind: string;
  amount: string;
  balance: string;
  remark: string;
}

const ROWS = 10_000;
const KINDS = ['Deposit', 'Withdrawal', 'Bet', 'Win', 'Rebate', 'Transfer'];
/** Only the shown mode's rows are made: the heap figure is the table's and its rows', not both lists'. */
const movements = (): Movement[] =>
  Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    time: `2026/11/${String((i % 28) + 1).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
    kind: KINDS[i % KINDS.length] as string,
    amount: (((i * 37) % 100_000) / 100).toFixed(2),
    balance: (((i * 91) % 1_000_000) / 100).toFixed(2),
    remark: `Reference T${String(100000 + i)}`,
  }));

const columns: Column<Movement>[] = [
  { key: 'time', header: 'Time', cell: (r) => r.time },
  { key: 'kind', header: 'Kind', cell: (r) => r.kind },
  { key: 'amount', header: 'Amount', cell: (r) => r.amount, align: 'end' },
  { key: 'balance', header: 'Balance after', cell: (r) => r.balance, align: 'end' },
  { key: 'remark', header: 'Remark', cell: (r) => r.remark },
];

const downlines = (): Downline[] =>
  Array.from({ length: ROWS }, (_, i) => ({
    account: `member${String(i + 1).padStart(5, '0')}`,
    nickname: `Player ${i + 1}`,
    isAgent: i % 7 === 0,
    balance: (i * 137) % 5_000_000,
    directCount: i % 7 === 0 ? (i % 5) + 1 : 0,
    teamSize: i % 7 === 0 ? (i % 40) + 1 : 0,
    lastLoginTime:
      i % 11 === 0 ? null : `2026-11-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    registeredAt: '2026-01-05T08:00:00Z',
    rebates: Object.fromEntries(REBATE_PRODUCTS.map((p) => [p, 0.5])) as Downline['rebates'],
    play: {
      betCount: i % 90,
      stake: (i * 53) % 900_000,
      win: (i * 31) % 800_000,
      profit: ((i * 17) % 200_000) - 100_000,
    },
    money: { deposit: (i * 71) % 700_000, withdrawal: (i * 29) % 300_000, bonus: (i * 3) % 10_000 },
    path: ['agent1', `member${String(i + 1).padStart(5, '0')}`],
  }));

function TeamTable({ team }: { team: PagedRecords<Downline, string> }) {
  const t = useTeamT();
  return (
    <RecordsTable
      records={team}
      columns={downlineColumns(
        t,
        () => true,
        () => undefined,
        () => undefined,
      )}
      caption="Downline"
      rowKey={(d) => d.account}
      height={520}
    />
  );
}

function PlainTable() {
  return (
    <div className="records">
      <div className="records__scroll" tabIndex={0} role="region" aria-label="Transactions">
        <table className="records__table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.key} className={c.align === 'end' ? 'num' : undefined}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The same scrolling region with nothing in it but its height: what the browser's own frames
 * cost in this harness, the floor under the two tables' figures.
 */
function EmptyRegion() {
  return (
    <div className="records">
      <div className="records__scroll" tabIndex={0} role="region" aria-label="Transactions">
        <div style={{ height: ROWS * 44 }} />
      </div>
    </div>
  );
}

const modeParam = new URLSearchParams(location.search).get('mode');
const mode =
  modeParam === 'plain' || modeParam === 'empty' || modeParam === 'team' ? modeParam : 'virtual';
const rows = mode === 'team' ? [] : movements();
const records = new PagedRecords<Movement, string>(async () => ({ list: rows, total: ROWS }), ROWS);
const team = new PagedRecords<Downline, string>(
  async () => ({ list: mode === 'team' ? downlines() : [], total: ROWS }),
  ROWS,
);
const i18n = createI18n('EN');

const started = performance.now();
void (mode === 'team' ? team : records).setQuery('all').then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <I18nextProvider i18n={i18n}>
      {mode === 'plain' ? (
        <PlainTable />
      ) : mode === 'empty' ? (
        <EmptyRegion />
      ) : mode === 'team' ? (
        <TeamTable team={team} />
      ) : (
        <RecordsTable
          records={records}
          columns={columns}
          caption="Transactions"
          rowKey={(r) => r.id}
        />
      )}
    </I18nextProvider>,
  );
  requestAnimationFrame(() =>
    setTimeout(() => {
      (window as unknown as { __ready: number }).__ready = performance.now() - started;
    }, 0),
  );
});
