/**
 * What one Lighthouse run records and how runs become a figure: the median with its spread,
 * judged against the targets of issue #21 (a target is met only when the median meets it).
 */
export interface RunRecord {
  page: string;
  setup: string;
  run: number;
  at: string;
  /** Lighthouse's own CPU benchmark of the host: simulated TBT scales with it. */
  benchmarkIndex: number;
  node: string;
  chromium: string;
  lighthouse: string;
  /** Share of CPU time the hypervisor took from this machine during the run (0–1). */
  steal: number;
  /** 1-minute load average when the run started. */
  load: number;
  /** Lighthouse's simulated CPU slowdown (4 by default; more stands in for a slower host). */
  cpuSlowdown: number;
  /** Lighthouse's throttling method: `simulate` (its default) or `devtools` (applied to the load). */
  throttling?: 'simulate' | 'devtools';
  figures?: Figures;
  error?: string;
}

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Time to Interactive: when the page has hydrated and its main thread is quiet. */
  tti: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  n: number;
}

/** Median (the middle run; the mean of the two middle runs for an even count) and range. */
export function spread(values: readonly number[]): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n };
  const at = (i: number) => sorted[i] ?? Number.NaN;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
  return { median, min: at(0), max: at(n - 1), n };
}

type Metric = keyof Figures;

/** Targets per kind of page (issue #21): public routes, and signed-in centre pages. */
export const TARGETS: Record<
  'public' | 'signedIn',
  Partial<Record<Metric, ['≥' | '≤', number]>>
> = {
  public: { score: ['≥', 95], lcp: ['≤', 2000], tbt: ['≤', 200], cls: ['≤', 0.02] },
  signedIn: { lcp: ['≤', 1500], cls: ['≤', 0.02] },
};

export function formatMetric(metric: Metric | 'benchmarkIndex', value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (metric) {
    case 'score':
    case 'benchmarkIndex':
      return String(Math.round(value));
    case 'tbt':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    default:
      return `${(value / 1000).toFixed(2)} s`;
  }
}

/** "1.22 s (1.03–1.34)": the median, then the lowest and highest run. */
export function formatSpread(metric: Metric | 'benchmarkIndex', s: Spread): string {
  if (s.n === 0) return 'n/a';
  const median = formatMetric(metric, s.median);
  if (s.n === 1) return median;
  const bare = (v: number) => formatMetric(metric, v).replace(/ (ms|s)$/, '');
  return `${median} (${bare(s.min)}–${bare(s.max)})`;
}

/** The targets a page's medians miss; empty when every one is met. */
export function missedTargets(
  kind: keyof typeof TARGETS,
  medians: Partial<Record<Metric, number>>,
): string[] {
  const missed: string[] = [];
  for (const [metric, [op, limit]] of Object.entries(TARGETS[kind]) as [
    Metric,
    ['≥' | '≤', number],
  ][]) {
    const value = medians[metric];
    const met =
      value !== undefined &&
      Number.isFinite(value) &&
      (op === '≥' ? value >= limit : value <= limit);
    if (!met)
      missed.push(
        `${metric} ${formatMetric(metric, value ?? Number.NaN)} (target ${op} ${formatMetric(metric, limit)})`,
      );
  }
  return missed;
}

/** CPU time counters of the whole machine from /proc/stat's first line (user … steal). */
export function parseCpuLine(stat: string): { total: number; steal: number } {
  const line = stat.split('\n').find((l) => l.startsWith('cpu ')) ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest columns are inside user and nice).
  const total = fields.slice(0, 8).reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  return { total, steal: fields[7] ?? 0 };
}

export function stealShare(
  before: { total: number; steal: number },
  after: { total: number; steal: number },
): number {
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : Number.NaN;
}
