// What the content team reads: the most searched queries and the queries that found nothing,
// summed over the last `days` days (today included, UTC).
import { z } from 'zod'
import type { Database } from '../../../db/client.ts'
import { addDays, utcDay } from './days.ts'
import { INSIGHTS_RETENTION_DAYS } from './recorder.ts'
import { topQueries, topZeroResultQueries, totalsSince, type QueryTotal } from './store.ts'

export const INSIGHTS_LIMIT_MAX = 100

const wholeNumber = (name: string, max: number, fallback: number) =>
  z.coerce
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback)

export const searchInsightsInputSchema = z.object({
  /** The window: the last `days` days, today included. No more than are kept. */
  days: wholeNumber('days', INSIGHTS_RETENTION_DAYS, 30),
  /** Queries in each list. */
  limit: wholeNumber('limit', INSIGHTS_LIMIT_MAX, 20),
})

export type SearchInsightsInput = z.output<typeof searchInsightsInputSchema>

export interface SearchInsightsReport {
  days: number
  /** First and last day of the window (UTC, inclusive). */
  from: string
  to: string
  /** Every counted search in the window, and those that found nothing. */
  searches: number
  zeroResultSearches: number
  topQueries: QueryTotal[]
  topZeroResultQueries: QueryTotal[]
}

export async function searchInsightsReport(
  db: Database,
  input: SearchInsightsInput,
  now = Date.now(),
): Promise<SearchInsightsReport> {
  const to = utcDay(now)
  const from = addDays(to, 1 - input.days)
  const [totals, top, zero] = await Promise.all([
    totalsSince(db, from),
    topQueries(db, from, input.limit),
    topZeroResultQueries(db, from, input.limit),
  ])
  return { days: input.days, from, to, ...totals, topQueries: top, topZeroResultQueries: zero }
}
