import type { ChartData } from './types';

interface ChartTableProps {
  caption: string;
  data: ChartData;
  format: (value: number) => string;
  /** What the first column holds (e.g. "Day" or "Category"). */
  xLabel: string;
  /** Kept for screen readers only, while the chart is on show. */
  hidden: boolean;
}

/** The chart's numbers as a table: what a screen reader reads, and a view anyone may choose. */
export function ChartTable({ caption, data, format, xLabel, hidden }: ChartTableProps) {
  return (
    <div
      className={hidden ? 'chart__table visually-hidden' : 'chart__table'}
      // A shown table may scroll sideways on a phone, so it takes focus for the keyboard.
      tabIndex={hidden ? undefined : 0}
      role={hidden ? undefined : 'region'}
      aria-label={hidden ? undefined : caption}
    >
      <table className="records__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            {data.series.map((series) => (
              <th key={series.label} scope="col" className="num">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.x.map((x, index) => (
            <tr key={x}>
              <th scope="row">{x}</th>
              {data.series.map((series) => (
                <td key={series.label} className="num">
                  {format(series.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
