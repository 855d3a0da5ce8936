// Calendar days in UTC as 'YYYY-MM-DD' strings, the form the `date` column reads and writes.

const DAY_MS = 86_400_000

export function utcDay(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
}

/** When the day after the one containing `time` begins, in epoch milliseconds. */
export function nextUtcMidnight(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS + DAY_MS
}
