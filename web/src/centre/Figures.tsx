import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Names the value for journeys that read it. */
  testId?: string;
}

/**
 * Labelled figures (an overview, a period's totals) as cards, read by screen readers as a
 * description list named by `label`.
 */
export function Figures({
  label,
  items,
  testId,
}: {
  label: string;
  items: readonly Figure[];
  testId?: string;
}) {
  return (
    <dl className="figures" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <div key={item.label} className="figures__item">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
