import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../ui/TableScroll';
import { centreMessages } from './centreMessages';
import { useMessages } from './messages';
import type { RecordsView } from './PagedRecords';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /**
   * `end` for the last column only: on a wide screen it stays at the table's end edge while the
   * others scroll under it (a row's actions, say, that must not be cut off).
   */
  pinned?: 'end';
}

/**
 * Rows drawn beyond the visible ones, so fast scrolling shows no gaps. Three, not eight: a fling
 * draws every row anew each frame, and eight cost a tenth of the frame (docs/PERFORMANCE.md).
 */
const OVERSCAN = 3;
const ROW_HEIGHT = 44;
/** The next page is asked for this many rows before the end comes into view. */
const PREFETCH_ROWS = 10;

/**
 * A records list over `PagedRecords`: a table that draws only the rows in view (it stays smooth
 * at tens of thousands of rows), asks for the next page as the end comes near, and says when it
 * is loading, empty or failed (with a retry). It scrolls by keyboard, and screen readers hear its
 * real row count and each row's position.
 */
export interface RecordsTableProps<Row> {
  records: RecordsView<Row>;
  columns: readonly Column<Row>[];
  /** What the list is, for screen readers (visually hidden). */
  caption: string;
  rowKey: (row: Row) => Key;
  /** A totals row, shown under the rows. */
  footer?: ReactNode;
  /** Largest height of the scrolling area, in CSS pixels. */
  height?: number;
}

function RecordsTableView<Row>({
  records,
  columns,
  caption,
  rowKey,
  footer,
  height = 480,
}: RecordsTableProps<Row>) {
  const t = useMessages(centreMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows } = records;
  // The virtualizer hands out new functions each render; nothing here memoises them (no React
  // Compiler in this build), so the compiler's warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // Rows are drawn in the first render too, before the list has been measured.
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (
      last >= 0 &&
      last >= rows.length - PREFETCH_ROWS &&
      records.hasMore &&
      !records.loading &&
      !records.errorKey
    ) {
      void records.loadMore();
    }
  }, [last, rows.length, records, records.hasMore, records.loading, records.errorKey]);

  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <div className="records">
      <TableScroll
        scrollRef={scrollRef}
        className="records__scroll"
        label={{ text: caption }}
        columnsKey={columns.map((c) => c.key).join(' ')}
        style={{ ['--records-height' as string]: `${height}px` }}
      >
        <table className="records__table" aria-rowcount={records.total + 1}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={c.align === 'end' ? 'num' : undefined}
                  data-pinned={c.pinned}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && (
              <tr aria-hidden="true" className="records__spacer">
                <td colSpan={columns.length} style={{ height: before }} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index] as Row;
              return (
                <RecordRow
                  key={rowKey(row)}
                  row={row}
                  index={item.index}
                  columns={columns}
                  measure={virtualizer.measureElement}
                />
              );
            })}
            {after > 0 && (
              <tr aria-hidden="true" className="records__spacer">
                <td colSpan={columns.length} style={{ height: after }} />
              </tr>
            )}
          </tbody>
          {footer && <tfoot>{footer}</tfoot>}
        </table>
      </TableScroll>
      <RecordsState
        records={records}
        loadedLabel={t('records_loaded', {
          count: rows.length,
          total: records.total,
        })}
      />
    </div>
  );
}

export const RecordsTable = observer(RecordsTableView) as typeof RecordsTableView;

interface RecordRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  measure: (element: HTMLTableRowElement | null) => void;
}

/**
 * One drawn row. Scrolling re-renders the table with the rows in view; a row already drawn keeps
 * its cells (their formatting, dates above all, is most of a frame's work), so each frame only
 * draws the rows coming into view.
 */
function RecordRowView<Row>({ row, index, columns, measure }: RecordRowProps<Row>) {
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2}>
      {columns.map((c) => (
        <td key={c.key} className={c.align === 'end' ? 'num' : undefined} data-pinned={c.pinned}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}

// An observer (memoised as well): a cell that reads a store's state still follows it.
const RecordRow = observer(RecordRowView) as typeof RecordRowView;

const RecordsState = observer(function RecordsState({
  records,
  loadedLabel,
}: {
  records: RecordsView<unknown>;
  loadedLabel: string;
}) {
  const t = useMessages(centreMessages);
  const { t: shared } = useTranslation();
  if (records.errorKey) {
    return (
      <div className="records__state">
        <p role="alert" className="form-error">
          {t.error(records.errorKey)}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void (records.pages === 0 ? records.reload() : records.loadMore())}
        >
          {shared('retry')}
        </button>
      </div>
    );
  }
  if (records.loading) {
    return (
      <p className="records__state" role="status">
        {shared('loading')}
      </p>
    );
  }
  if (records.empty) {
    return (
      <p className="records__state" role="status">
        {shared('in_no_data')}
      </p>
    );
  }
  return (
    <div className="records__state">
      <p role="status">{loadedLabel}</p>
      {records.hasMore && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void records.loadMore()}
        >
          {t('records_more')}
        </button>
      )}
    </div>
  );
});
