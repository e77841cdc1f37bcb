import type { ReactNode } from 'react';
import { formatMajor } from '../i18n/money';

/**
 * A table column of amounts in the platform's major units: two decimals, grouped, aligned to
 * the end. `cell` is what the table shows and `text` what a CSV export writes; they agree.
 */
export function moneyColumn<Row, Header extends ReactNode = string>(
  key: string,
  header: Header,
  amount: (row: Row) => number,
): {
  key: string;
  header: Header;
  cell: (row: Row) => string;
  text: (row: Row) => string;
  align: 'end';
} {
  const text = (row: Row) => formatMajor(amount(row));
  return { key, header, cell: text, text, align: 'end' };
}
