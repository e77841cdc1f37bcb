import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { exportAllPages, type CsvFile } from '../../centre/exportCsv';
import { useMessages, type FeatureMessages, type FeatureT } from '../../centre/messages';
import type { RecordsView } from '../../centre/PagedRecords';
import { useUrlFilters } from '../../centre/useUrlFilters';
import { Form } from '../../ui';
import { teamMessages } from './messages';

type TeamKey = typeof teamMessages extends FeatureMessages<infer K> ? K : never;
export type TeamT = FeatureT<TeamKey>;

export const useTeamT = (): TeamT => useMessages(teamMessages);

/** The report's member filter, kept in the address as `member`. */
export function useMemberFilter(): [string, (member: string) => void] {
  const [filters, setFilters] = useUrlFilters(['member']);
  return [filters.member, (member: string) => setFilters({ member: member.trim() || null })];
}

export function MemberFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (member: string) => void;
}) {
  const t = useTeamT();
  const [text, setText] = useState(value);
  // The address changed the filter (back button, "show all"): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text);
  };
  return (
    <Form className="team-member-filter" role="search" onSubmit={submit}>
      <label>
        {t('team_filter_member')}
        <input
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--small">
        {t('team_filter_apply')}
      </button>
      {value && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onChange('')}
        >
          {t('team_filter_clear')}
        </button>
      )}
    </Form>
  );
}

/** The whole query's rows as a CSV download (not only the rows loaded on screen). */
export const CsvButton = observer(function CsvButton<Row>({
  records,
  file,
}: {
  records: RecordsView<Row>;
  file: CsvFile<Row>;
}) {
  const t = useTeamT();
  const [exporting, setExporting] = useState(false);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const run = async () => {
    setExporting(true);
    setFailedKey(null);
    try {
      if (!(await exportAllPages(records, file))) setFailedKey(records.errorKey);
    } finally {
      setExporting(false);
    }
  };
  return (
    <span className="team-csv">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={exporting}
        aria-busy={exporting || undefined}
        onClick={() => void run()}
      >
        {t('team_export_csv')}
      </button>
      {failedKey && (
        <span className="form-error" role="alert">
          {t('team_export_failed')} {t.error(failedKey)}
        </span>
      )}
    </span>
  );
}) as <Row>(props: { records: RecordsView<Row>; file: CsvFile<Row> }) => ReactNode;

export function fileDate(range: { startTime: string; endTime: string }): string {
  return `${range.startTime.slice(0, 10)}_${range.endTime.slice(0, 10)}`;
}
