import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { PagedRecords, RecordsTable, type Column } from '../../src/centre';
import { createI18n } from '../../src/i18n/i18n';
import '../../src/styles.css';
// The kit's table styles come with the centres' frame in the app (`app/centre/CentreSections`).
import '../../src/centre/centre.css';

/**
 * The records table with 10,000 rows of transactions, for `scripts/bench/recordsTable.ts`:
 * `?mode=virtual` is the kit's table; `?mode=plain` draws every row, as a table without
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
const rows: Movement[] = Array.from({ length: ROWS }, (_, i) => ({
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
const mode = modeParam === 'plain' || modeParam === 'empty' ? modeParam : 'virtual';
const records = new PagedRecords<Movement, string>(async () => ({ list: rows, total: ROWS }), ROWS);
const i18n = createI18n('EN');

const started = performance.now();
void records.setQuery('all').then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <I18nextProvider i18n={i18n}>
      {mode === 'plain' ? (
        <PlainTable />
      ) : mode === 'empty' ? (
        <EmptyRegion />
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
