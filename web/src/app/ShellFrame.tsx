import type { ReactNode } from 'react';

/**
 * The neutral frame index.html paints before any script runs (keep the two in step): a header
 * bar of the real header's height and a reserved main area with a spinner. React shows the same
 * frame while the status call is under way, so the page does not flash or jump between the two.
 */
export function ShellFrame({ label }: { label: ReactNode }) {
  return (
    <div className="app-shell">
      <div className="app-shell__header" />
      <div className="app-shell__main" role="status" aria-live="polite">
        <svg
          className="app-shell__spinner"
          viewBox="0 0 40 40"
          width="40"
          height="40"
          aria-hidden="true"
        >
          <circle cx="20" cy="20" r="16" fill="none" strokeWidth="4" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  );
}
