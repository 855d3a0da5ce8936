// Search insights: how often each normalised query was searched on each day (UTC), and how
// often it found nothing. Aggregates only: no IP, no session, no user, no time of day.
import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Lower-case words of the query as the engines split them, one space apart. */
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
    /** Of those searches, the ones whose answer listed no result. */
    zeroResultSearches: integer('zero_result_searches').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.query] }),
    check('search_query_days_counts', sql`${table.zeroResultSearches} <= ${table.searches}`),
  ],
)
