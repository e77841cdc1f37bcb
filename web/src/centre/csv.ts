/**
 * Lists exported as CSV, as spreadsheets read it (RFC 4180): fields with a comma, quote or line
 * break are quoted and quotes doubled, lines end with CRLF, and the file starts with a byte-order
 * mark so Excel reads Thai, Khmer, Chinese and Vietnamese text as UTF-8.
 */

/** A field as text; a leading `=`, `+`, `@`, tab, CR or a `-` not starting a number is made inert. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A spreadsheet would run such a cell as a formula (CSV injection); a quote mark keeps it text.
  const safe = /^[=+@\t\r]/.test(text) || /^-(?!\d)/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download (handlers only); nothing leaves the device. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has been handed over once click() returns; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
