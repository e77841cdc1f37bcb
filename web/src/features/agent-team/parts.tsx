import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMessages, type FeatureMessages, type FeatureT } from '../../centre/messages';
import { useUrlFilters } from '../../centre/useUrlFilters';
import { DataNotice } from '../../ui';
import { formatMajor } from '../../ui/form';
import { downloadCsv, toCsv } from '../../centre/csv';
import type { Loadable } from './Loadable';
import { teamMessages } from './messages';

type TeamKey = typeof teamMessages extends FeatureMessages<infer K> ? K : never;
export type TeamT = FeatureT<TeamKey>;

export const useTeamT = (): TeamT => useMessages(teamMessages);

/** Money as the site shows it, from the platform's major units. */
export const money = (major: number) => formatMajor(major);

/** A labelled list of figures (an overview, a report's totals). */
export function Figures({
  items,
  label,
  testId,
}: {
  items: readonly (readonly [string, ReactNode])[];
  label: string;
  testId?: string;
}) {
  return (
    <dl className="team-figures" aria-label={label} data-testid={testId}>
      {items.map(([name, value]) => (
        <div key={name} className="team-figures__item">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, or the failure of a `Loadable` with a way to try again. */
export const LoadState = observer(function LoadState({
  loadable,
  retry,
  failedLabel,
}: {
  loadable: Loadable<unknown>;
  retry: () => void;
  failedLabel: string;
}) {
  const t = useTeamT();
  if (loadable.errorKey) {
    return (
      <div className="team-failed">
        <DataNotice>
          {failedLabel} {t.error(loadable.errorKey)}
        </DataNotice>
        <button type="button" className="button" onClick={retry}>
          {t.error('retry')}
        </button>
      </div>
    );
  }
  if (loadable.loading && loadable.value === null)
    return <DataNotice>{t.error('loading')}</DataNotice>;
  return null;
});

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
    <form className="team-member-filter" role="search" onSubmit={submit}>
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
    </form>
  );
}

/** The whole query's rows as a CSV download (not only the rows loaded on screen). */
export function csvExport<Row>(
  report: { everyRow(): Promise<Row[] | null> },
  fileName: string,
  header: readonly string[],
  row: (r: Row) => readonly unknown[],
): () => Promise<void> {
  return async () => {
    const rows = await report.everyRow();
    if (rows) downloadCsv(fileName, toCsv(header, rows.map(row)));
  };
}

export const CsvButton = observer(function CsvButton({
  report,
  onExport,
}: {
  report: { exporting: boolean; exportErrorKey: string | null };
  onExport: () => Promise<void>;
}) {
  const t = useTeamT();
  return (
    <span className="team-csv">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={report.exporting}
        aria-busy={report.exporting || undefined}
        onClick={() => void onExport()}
      >
        {t('team_export_csv')}
      </button>
      {report.exportErrorKey && (
        <span className="form-error" role="alert">
          {t('team_export_failed')} {t.error(report.exportErrorKey)}
        </span>
      )}
    </span>
  );
});

export function fileDate(range: { startTime: string; endTime: string }): string {
  return `${range.startTime.slice(0, 10)}_${range.endTime.slice(0, 10)}`;
}
