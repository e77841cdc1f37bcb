import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { Column, PeriodRange, RecordsView } from '../../centre';
import { exportAllPages, useMessages } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { recordsMessages } from './messages';

/** A column shown on screen and written to the CSV with the same text. */
export interface RecordColumn<Row> {
  key: string;
  header: string;
  text: (row: Row) => string;
  /** What the screen shows instead of the text (e.g. a button); the CSV keeps the text. */
  cell?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

export function tableColumns<Row>(columns: readonly RecordColumn<Row>[]): Column<Row>[] {
  return columns.map((c) => ({
    key: c.key,
    header: c.header,
    cell: c.cell ?? c.text,
    ...(c.align ? { align: c.align } : {}),
  }));
}

/** Times are shown in the site's zone (Asia/Bangkok, GMT+7), to the second. */
export function siteTime(ms: number | string): string {
  return formatSiteTime(typeof ms === 'number' ? new Date(ms) : ms, 'YYYY/MM/DD HH:mm:ss');
}

/** The window the platform's ms-based reports take: the period's first to its last millisecond. */
export function msWindow(range: PeriodRange): { startTime: number; endTime: number } {
  return { startTime: Date.parse(range.startTime), endTime: Date.parse(range.endTime) + 1 };
}

/**
 * Downloads the whole period's rows of a list as CSV, in the member's language and with the
 * texts the screen shows: the remaining pages are fetched first, so the file is never a part.
 */
export const ExportButton = observer(function ExportButton<Row>({
  records,
  columns,
  fileName,
}: {
  records: RecordsView<Row>;
  columns: readonly RecordColumn<Row>[];
  fileName: string;
}) {
  const t = useMessages(recordsMessages);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const done = await exportAllPages(records, {
        fileName: `${fileName}.csv`,
        header: columns.map((c) => c.header),
        row: (row) => columns.map((c) => c.text(row)),
      });
      setFailed(!done);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="records-export">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void run()}
        disabled={busy || records.empty}
        aria-busy={busy}
      >
        {busy ? t('rec_exporting') : t('rec_export')}
      </button>
      {failed && (
        <p role="alert" className="form-error">
          {t('rec_export_failed')}
        </p>
      )}
    </div>
  );
}) as <Row>(props: {
  records: RecordsView<Row>;
  columns: readonly RecordColumn<Row>[];
  fileName: string;
}) => ReactNode;
