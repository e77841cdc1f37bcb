import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatSiteTime } from '../i18n/time';
import { Form } from '../ui/Form';
import { centreMessages } from './centreMessages';
import { useMessages } from './messages';
import {
  currentTime,
  periodRange,
  presetPeriod,
  readPeriod,
  writePeriod,
  type Period,
  type PeriodPreset,
  type PeriodRange,
} from './period';

/**
 * The period a records screen shows, kept in the address (`period=last7`, or `period=custom` with
 * `from` and `to`), and the range its report call takes. `presets` are the choices a screen offers.
 */
export function usePeriod(
  fallback: Exclude<PeriodPreset, 'custom'> = 'last7',
): [Period, PeriodRange, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  // Presets count from when the screen opened, so a render never moves the days under the list.
  const [openedAt] = useState(currentTime);
  const key = `${params.get('period')}|${params.get('from')}|${params.get('to')}`;
  const period = useMemo(
    () => readPeriod(params, openedAt, fallback),
    // The key stands for the three parameters the period is read from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, fallback, openedAt],
  );
  const range = useMemo(() => periodRange(period), [period]);
  const set = (next: Period) =>
    setParams((current) => writePeriod(current, next), { replace: true });
  return [period, range, set];
}

const DEFAULT_PRESETS: readonly PeriodPreset[] = ['today', 'last7', 'last30', 'custom'];

/**
 * Preset buttons (the spec's: last 7 and 30 days, next 7 and 30 days; a screen picks which) and a
 * custom range of two dates. The chosen days are said in words, with the site's time zone.
 */
export function PeriodFilter({
  period,
  onChange,
  presets = DEFAULT_PRESETS,
}: {
  period: Period;
  onChange: (period: Period) => void;
  presets?: readonly PeriodPreset[];
}) {
  const t = useMessages(centreMessages);
  const id = useId();
  const [custom, setCustom] = useState({ from: period.from, to: period.to });
  const [editing, setEditing] = useState(period.preset === 'custom');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (preset: PeriodPreset) => {
    if (preset === 'custom') {
      setCustom({ from: period.from, to: period.to });
      setEditing(true);
      return;
    }
    setEditing(false);
    setProblem(null);
    onChange(presetPeriod(preset, currentTime()));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!custom.from || !custom.to) {
      setProblem(t('period_dates_required'));
      return;
    }
    setProblem(null);
    const [from, to] =
      custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
    onChange({ preset: 'custom', from, to });
  };

  const shown = (day: string) => formatSiteTime(`${day}T12:00:00+07:00`, 'YYYY/MM/DD');

  return (
    <div className="period-filter">
      <div role="group" aria-labelledby={`${id}-label`} className="period-filter__presets">
        <span id={`${id}-label`} className="period-filter__label">
          {t('period_label')}
        </span>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={
              preset === 'custom'
                ? editing || period.preset === 'custom'
                : !editing && period.preset === preset
            }
            onClick={() => choose(preset)}
          >
            {t(`period_${preset}`)}
          </button>
        ))}
      </div>
      {editing && (
        <Form className="period-filter__custom" onSubmit={apply} noValidate>
          <label>
            {t('period_from')}
            <input
              type="date"
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              aria-invalid={problem && !custom.from ? true : undefined}
            />
          </label>
          <label>
            {t('period_to')}
            <input
              type="date"
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              aria-invalid={problem && !custom.to ? true : undefined}
            />
          </label>
          <button type="submit" className="button button--ghost">
            {t('period_apply')}
          </button>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </Form>
      )}
      <p className="period-filter__shown" aria-live="polite">
        {t('period_showing', { from: shown(period.from), to: shown(period.to) })}
      </p>
    </div>
  );
}
