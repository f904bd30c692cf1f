/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection); such
 * a cell gets a leading apostrophe so it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formulas neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF) of the given rows. */
export const csvOf = (rows: (string | number)[][]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
