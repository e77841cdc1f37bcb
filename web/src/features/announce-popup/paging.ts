/** Announcement popup titles per page, and how many page numbers the pager shows (spec §9). */
export const POPUPS_PER_PAGE = 9;
export const POPUP_PAGE_RANGE = 5;

export function pageCount(items: number): number {
  return Math.max(1, Math.ceil(items / POPUPS_PER_PAGE));
}

/** The items on a page (1-based; clamped to the pages there are). */
export function itemsOnPage<T>(items: readonly T[], page: number): T[] {
  const start = (clampPage(page, items.length) - 1) * POPUPS_PER_PAGE;
  return items.slice(start, start + POPUPS_PER_PAGE);
}

export function clampPage(page: number, items: number): number {
  return Math.min(Math.max(1, page), pageCount(items));
}

/** Up to five page numbers around the current page. */
export function pageNumbers(page: number, items: number): number[] {
  const pages = pageCount(items);
  const count = Math.min(POPUP_PAGE_RANGE, pages);
  const first = Math.min(
    Math.max(1, clampPage(page, items) - Math.floor(POPUP_PAGE_RANGE / 2)),
    pages - count + 1,
  );
  return Array.from({ length: count }, (_, i) => first + i);
}
