// CSV export (RFC 4180) that is safe to open in a spreadsheet: every cell is quoted, and a cell
// a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) is prefixed with an
// apostrophe so it stays text (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** Header row plus one row per record, CRLF line ends. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => unknown }[],
  rows: readonly T[],
): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
