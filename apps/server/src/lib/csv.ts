// CSV for people who open it in a spreadsheet: RFC 4180 quoting, CRLF line ends, and no cell that a
// spreadsheet would run as a formula (OWASP "CSV injection"): guest names and notes are typed by guests.

/** One cell: text, a number, or empty (null and undefined). */
export type CsvField = string | number | null | undefined;

// A cell starting with one of these is read as a formula by Excel, LibreOffice or Google Sheets. TAB and CR
// are on OWASP's list too; the full-width forms are there because Excel in a Japanese locale converts them
// to their ASCII twins before it decides whether a cell is a formula.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);
const NEEDS_QUOTES = /[",\r\n]/;

function textField(value: string): string {
  const safe = FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function field(value: CsvField): string {
  if (value === null || value === undefined) return '';
  // A number is data, never a formula, so -1200 stays a negative number the spreadsheet can sum. NaN and
  // the infinities are not numbers to a spreadsheet, so they take the text rule (which guards -Infinity).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : textField(String(value));
  return textField(value);
}

/**
 * RFC 4180 CSV with CRLF line ends; text that a spreadsheet would take for a formula gets a leading `'`.
 * @example toCsv(['name', 'total'], [['=1+1', -5]]) // "name,total\r\n'=1+1,-5\r\n"
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvField[])[]): string {
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/**
 * UTF-8 bytes with a byte-order mark first: without it Excel reads the file in the locale's code page
 * (Shift_JIS in Japan) and garbles every non-ASCII character.
 * @example csvForExcel('a\r\n').slice(0, 3) // Uint8Array [0xef, 0xbb, 0xbf]
 */
export function csvForExcel(csv: string): Uint8Array {
  const body = new TextEncoder().encode(csv);
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
