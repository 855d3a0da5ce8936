// Dates as the site writes them, in British English. Formatted here rather than with
// Intl.DateTimeFormat: pages re-render their dates while hydrating, and a formatter's first use
// loads locale data, about 10 ms on a desktop and 40 ms on a slow phone, on the main thread. The
// tests hold these to Intl's own en-GB output.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "24 November 2026" for an ISO calendar date ("2026-11-24"), the same in every time zone. */
export function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** "27/11/2026": a moment's date in the visitor's time zone. */
export function shortDate(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`
}
