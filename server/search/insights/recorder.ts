// Counts searches in memory and writes them in batches, so a search never waits for the
// database: recording is a map update; every few seconds (sooner when many distinct queries
// are waiting) one multi-row upsert adds the counts to the daily rows. A failed write is
// logged and its counts are kept for the next one. The buffer holds a bounded number of
// distinct queries, so a flood of random queries cannot grow memory or the write batch.
import type { Database } from '../../../db/client.ts'
import type { Logger } from '../../logger.ts'
import { addDays, nextUtcMidnight, utcDay } from './days.ts'
import { normaliseQuery } from './normalise.ts'
import { addDailyCounts, deleteDaysBefore, type DailyQueryCount } from './store.ts'

/** Days of counts kept, today included; rows of earlier days are deleted. */
export const INSIGHTS_RETENTION_DAYS = 90

export interface SearchInsightsOptions {
  /** Time between two writes of the buffer. */
  flushIntervalMs?: number
  /** Distinct queries waiting that trigger a write before the interval ends. */
  flushAtDistinct?: number
  /** Distinct queries the buffer holds at most; searches for other queries wait out the write. */
  maxDistinct?: number
  /** Shortest time between two writes, however fast distinct queries arrive. */
  minFlushGapMs?: number
  /** The clock (tests move it). */
  now?: () => number
}

export const INSIGHTS_DEFAULTS: Required<Omit<SearchInsightsOptions, 'now'>> = {
  flushIntervalMs: 10_000,
  flushAtDistinct: 1_000,
  maxDistinct: 2_000,
  minFlushGapMs: 2_000,
}

/** What the recorder needs from a search request and its answer. */
export interface RecordedSearch {
  q: string
  /** Set by as-you-type clients on the requests sent while the visitor is still typing. */
  typeahead?: boolean | undefined
}

export interface SearchInsights {
  /** Counts one answered search (not a typeahead request). Never throws, never waits. */
  recordAnswer: (input: RecordedSearch, answer: { results: { readonly length: number } }) => void
  /** Writes what is buffered (and applies retention once a day); never rejects. */
  flush: () => Promise<void>
  /** Stops the timer and writes what is buffered: call before closing the database. */
  close: () => Promise<void>
}

export function createSearchInsights(
  db: Database,
  logger: Logger,
  options: SearchInsightsOptions = {},
): SearchInsights {
  const { flushIntervalMs, flushAtDistinct, maxDistinct, minFlushGapMs } = {
    ...INSIGHTS_DEFAULTS,
    ...options,
  }
  const now = options.now ?? Date.now
  let pending = new Map<string, DailyQueryCount>()
  /** Searches not counted because the buffer was full, reported with the next write. */
  let dropped = 0
  let writing = false
  let lastFlushAt = -Infinity
  let retentionDueAt = -Infinity
  let chain: Promise<void> = Promise.resolve()
  // The day string changes once a day: compute it only when the day ends.
  let day = ''
  let dayEndsAt = -Infinity

  const currentDay = (time: number): string => {
    if (time >= dayEndsAt || time < dayEndsAt - 86_400_000) {
      day = utcDay(time)
      dayEndsAt = nextUtcMidnight(time)
    }
    return day
  }

  /** Adds counts under (day, query); false when a new query finds the buffer full. */
  const add = (row: DailyQueryCount): boolean => {
    const key = `${row.day} ${row.query}`
    const entry = pending.get(key)
    if (entry) {
      entry.searches += row.searches
      entry.zeroResultSearches += row.zeroResultSearches
      return true
    }
    if (pending.size >= maxDistinct) return false
    pending.set(key, { ...row })
    return true
  }

  const applyRetention = async (time: number) => {
    if (time < retentionDueAt) return
    try {
      const removed = await deleteDaysBefore(db, addDays(utcDay(time), 1 - INSIGHTS_RETENTION_DAYS))
      retentionDueAt = time + 86_400_000
      if (removed > 0) logger.info({ rows: removed }, 'search insights: old days deleted')
    } catch (err) {
      logger.warn({ err }, 'search insights: retention failed; retried at the next write')
    }
  }

  const write = async () => {
    writing = true
    const time = now()
    lastFlushAt = time
    const batch = pending
    pending = new Map()
    const droppedSearches = dropped
    dropped = 0
    try {
      if (batch.size > 0) {
        try {
          await addDailyCounts(db, [...batch.values()])
        } catch (err) {
          // Keep the counts for the next write; what no longer fits is lost, and said so.
          for (const row of batch.values()) if (!add(row)) dropped += row.searches
          logger.warn({ err, queries: batch.size }, 'search insights: write failed; will retry')
        }
      }
      if (droppedSearches > 0) {
        logger.warn(
          { searches: droppedSearches },
          'search insights: buffer full; searches not counted',
        )
      }
      await applyRetention(time)
    } finally {
      writing = false
    }
  }

  const flush = (): Promise<void> => {
    chain = chain.then(write)
    return chain
  }

  const timer = setInterval(() => void flush(), flushIntervalMs)
  // The timer alone must not keep a finished process (a script, a test) alive.
  timer.unref()

  return {
    recordAnswer(input, answer) {
      if (input.typeahead) return
      const query = normaliseQuery(input.q)
      if (!query) return
      const time = now()
      const zero = answer.results.length === 0 ? 1 : 0
      if (!add({ day: currentDay(time), query, searches: 1, zeroResultSearches: zero })) {
        dropped++
        return
      }
      if (pending.size >= flushAtDistinct && !writing && time - lastFlushAt >= minFlushGapMs) {
        lastFlushAt = time
        void flush()
      }
    },
    flush,
    close() {
      clearInterval(timer)
      return flush()
    },
  }
}
