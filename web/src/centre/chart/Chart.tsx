import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useStores } from '../../stores/StoreContext';
import { centreMessages } from '../centreMessages';
import { useMessages } from '../messages';
import { ChartTable } from './ChartTable';
import type { ChartColours, ChartData, ChartKind } from './types';
import './chart.css';

export interface ChartProps {
  kind: ChartKind;
  /** What the chart shows; its caption and the table's. */
  title: string;
  data: ChartData;
  format: (value: number) => string;
  /** Heading of the table's first column (e.g. "Day", "Category"). */
  xLabel: string;
  height?: number;
}

function themeColours(element: HTMLElement): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--text', '#888'),
    grid: read('--border', '#8884'),
    series: [1, 2, 3, 4].map((n) => read(`--chart-${n}`, '#888')),
  };
}

/**
 * A line or bar chart with the same numbers as a table. The drawing library loads only when a
 * chart is first shown (its own chunk); the canvas is hidden from screen readers, which read the
 * table instead, and anyone may switch to the table. Redrawn when the theme or the box changes.
 * An empty `data` draws nothing: the screen says there is no data.
 */
export const Chart = observer(function Chart({
  kind,
  title,
  data,
  format,
  xLabel,
  height = 240,
}: ChartProps) {
  const t = useMessages(centreMessages);
  const { ui } = useStores();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const theme = ui.theme;
  // Screens pass fresh objects on every render; the chart is redrawn only when the numbers change.
  const numbers = JSON.stringify(data);
  const latest = useRef({ data, format });
  useEffect(() => {
    latest.current = { data, format };
  });

  useEffect(() => {
    const element = host.current;
    const { data, format } = latest.current;
    if (view !== 'chart' || !element || data.x.length === 0) return;
    let cancelled = false;
    let chart: { setSize(w: number, h: number): void; destroy(): void } | undefined;
    const resize = new ResizeObserver(() => chart?.setSize(element.clientWidth, height));
    import('./drawChart')
      .then(({ drawChart }) => {
        if (cancelled) return;
        chart = drawChart(element, {
          kind,
          data,
          format,
          xLabel,
          colours: themeColours(element),
          width: element.clientWidth,
          height,
        });
        resize.observe(element);
        setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [kind, numbers, xLabel, height, view, theme]);

  if (data.x.length === 0) return null;
  return (
    <figure className="chart" aria-labelledby={titleId}>
      <div className="chart__head">
        <figcaption id={titleId}>{title}</figcaption>
        <div className="chart__views" role="group" aria-label={t('chart_views')}>
          {(['chart', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="chip"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(option === 'chart' ? 'chart_as_chart' : 'chart_as_table')}
            </button>
          ))}
        </div>
      </div>
      {view === 'chart' &&
        (failed ? (
          <p className="form-error" role="alert">
            {t('chart_failed')}
          </p>
        ) : (
          <div
            ref={host}
            className="chart__canvas"
            aria-hidden="true"
            style={{ minHeight: height }}
          />
        ))}
      <ChartTable
        caption={title}
        data={data}
        format={format}
        xLabel={xLabel}
        hidden={view === 'chart' && !failed}
      />
    </figure>
  );
});
