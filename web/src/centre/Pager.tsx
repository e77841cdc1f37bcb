import './pager.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** Shows another page: the store's `goTo`, or a change of the address that names the page. */
  onGo: (page: number) => void;
  /** The pager's name for screen readers. */
  label: string;
  /** Where the member is, e.g. "Page 2 of 5". */
  status: string;
  previous: string;
  next: string;
}

/**
 * Previous and next page around where the member is, for a list in page-number mode
 * (`PagedRecords` with `mode: 'pages'`); nothing while the list has a single page. The words
 * come from the feature, which words them for its list.
 */
export function Pager({ page, pageCount, onGo, label, status, previous, next }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onGo(page - 1)}
      >
        {previous}
      </button>
      <span>{status}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount}
        onClick={() => onGo(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
