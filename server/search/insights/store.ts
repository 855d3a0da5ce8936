// Search insights storage: the only module that reads or writes the search_query_days table.
import { asc, desc, gt, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { searchQueryDays } from '../../../db/schema/index.ts'

/** One query's counts on one day (UTC). */
export interface DailyQueryCount {
  day: string
  query: string
  searches: number
  zeroResultSearches: number
}

/** One query's counts summed over a window of days. */
export interface QueryTotal {
  query: string
  searches: number
  zeroResultSearches: number
}

/**
 * Adds the counts in one statement: a new (day, query) row is inserted, an existing one has
 * the counts added to it, so flushes from several processes and several flushes a day add up.
 * The rows must have distinct (day, query) pairs. They travel as one JSON parameter, read by
 * json_to_recordset: one short statement whatever the batch size, which PGlite (running on
 * the server's own thread) parses and plans several times faster than a VALUES list of
 * thousands of parameters.
 */
export async function addDailyCounts(
  db: Database,
  rows: readonly DailyQueryCount[],
): Promise<void> {
  if (rows.length === 0) return
  const records = JSON.stringify(
    rows.map((r) => ({ d: r.day, q: r.query, s: r.searches, z: r.zeroResultSearches })),
  )
  await db
    .insert(searchQueryDays)
    .select(
      sql`select d, q, s, z from json_to_recordset(${records}::json) as r(d date, q text, s integer, z integer)`,
    )
    .onConflictDoUpdate({
      target: [searchQueryDays.day, searchQueryDays.query],
      set: {
        searches: sql`${searchQueryDays.searches} + excluded.searches`,
        zeroResultSearches: sql`${searchQueryDays.zeroResultSearches} + excluded.zero_result_searches`,
      },
    })
}

const searches = sql<number>`sum(${searchQueryDays.searches})`.mapWith(Number)
const zeroResultSearches = sql<number>`sum(${searchQueryDays.zeroResultSearches})`.mapWith(Number)

/** The most searched queries from `since` (a day, inclusive), most searched first. */
export function topQueries(db: Database, since: string, limit: number): Promise<QueryTotal[]> {
  return db
    .select({ query: searchQueryDays.query, searches, zeroResultSearches })
    .from(searchQueryDays)
    .where(gte(searchQueryDays.day, since))
    .groupBy(searchQueryDays.query)
    .orderBy(desc(searches), asc(searchQueryDays.query))
    .limit(limit)
}

/** The queries that most often found nothing from `since`, most frequent first. */
export function topZeroResultQueries(
  db: Database,
  since: string,
  limit: number,
): Promise<QueryTotal[]> {
  return db
    .select({ query: searchQueryDays.query, searches, zeroResultSearches })
    .from(searchQueryDays)
    .where(gte(searchQueryDays.day, since))
    .groupBy(searchQueryDays.query)
    .having(gt(zeroResultSearches, 0))
    .orderBy(desc(zeroResultSearches), asc(searchQueryDays.query))
    .limit(limit)
}

/** Every search and every search that found nothing from `since`. */
export async function totalsSince(
  db: Database,
  since: string,
): Promise<{ searches: number; zeroResultSearches: number }> {
  const [row] = await db
    .select({
      searches: sql<number>`coalesce(sum(${searchQueryDays.searches}), 0)`.mapWith(Number),
      zeroResultSearches:
        sql<number>`coalesce(sum(${searchQueryDays.zeroResultSearches}), 0)`.mapWith(Number),
    })
    .from(searchQueryDays)
    .where(gte(searchQueryDays.day, since))
  return row ?? { searches: 0, zeroResultSearches: 0 }
}

/** Deletes the rows of days before `day`; resolves with how many went. */
export async function deleteDaysBefore(db: Database, day: string): Promise<number> {
  const deleted = await db
    .delete(searchQueryDays)
    .where(lt(searchQueryDays.day, day))
    .returning({ day: searchQueryDays.day })
  return deleted.length
}
