// Search insights storage and batching, on every storage backend: counts add up per day and
// query, many searches make one write, a failed write is retried, nothing identifies a visitor,
// and days beyond the retention window are deleted.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { testBackends, type TestDatabase } from '../../../db/test-backends.ts'
import { searchQueryDays } from '../../../db/schema/index.ts'
import { createLogger } from '../../logger.ts'
import { addDays } from './days.ts'
import { normaliseQuery, INSIGHTS_QUERY_MAX } from './normalise.ts'
import { createSearchInsights, INSIGHTS_RETENTION_DAYS, type SearchInsights } from './recorder.ts'
import { searchInsightsReport } from './report.ts'
import { addDailyCounts } from './store.ts'

const NOON = Date.parse('2026-11-24T12:00:00Z')
const TODAY = '2026-11-24'
const found = { results: [{ id: 'a' }] }
const nothing = { results: [] }

describe('normaliseQuery', () => {
  it('lower-cases, drops punctuation and collapses spaces as the engines split words', () => {
    expect(normaliseQuery('  What is   PAM? ')).toBe('what is pam')
    expect(normaliseQuery('role-based access')).toBe('role based access')
    expect(normaliseQuery('Role Based, Access!')).toBe('role based access')
  })

  it('keeps the minus of an excluded word, and counts a quoted phrase as its words', () => {
    expect(normaliseQuery('Offboarding -Contractor')).toBe('offboarding -contractor')
    expect(normaliseQuery('"Break glass" account')).toBe('break glass account')
    expect(normaliseQuery('vault -"Third Party"')).toBe('vault -"3 party"')
  })

  it('gives nothing for a query without letters or digits', () => {
    expect(normaliseQuery(' ?! -- ')).toBe('')
  })

  it('cuts a long query at a word boundary within the stored length', () => {
    const long = normaliseQuery('identity '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(INSIGHTS_QUERY_MAX)
    expect(long.endsWith('identity')).toBe(true)
    expect(normaliseQuery('x'.repeat(300))).toBe('x'.repeat(INSIGHTS_QUERY_MAX))
  })
})

describe.each(testBackends())('search insights on $name', (backend) => {
  let database: TestDatabase
  let clock = NOON
  const logger = createLogger('silent')
  const open: SearchInsights[] = []
  const recorder = (options: Parameters<typeof createSearchInsights>[2] = {}) => {
    const insights = createSearchInsights(database.db, logger, { now: () => clock, ...options })
    open.push(insights)
    return insights
  }
  const rows = () =>
    database.db.select().from(searchQueryDays).orderBy(searchQueryDays.day, searchQueryDays.query)

  beforeAll(async () => {
    database = await backend.open()
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })
  beforeEach(async () => {
    clock = NOON
    await database.db.delete(searchQueryDays).where(sql`true`)
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((insights) => insights.close()))
    vi.restoreAllMocks()
  })

  it('adds counts to the same day and query instead of inserting twice', async () => {
    const row = { day: TODAY, query: 'pam', searches: 2, zeroResultSearches: 0 }
    await addDailyCounts(database.db, [row])
    await addDailyCounts(database.db, [{ ...row, searches: 3, zeroResultSearches: 1 }])
    expect(await rows()).toEqual([{ ...row, searches: 5, zeroResultSearches: 1 }])
  })

  it('writes many searches in one statement, one row per normalised query', async () => {
    const insert = vi.spyOn(database.db, 'insert')
    const insights = recorder()
    for (let i = 0; i < 300; i++) insights.recordAnswer({ q: i % 2 ? 'PAM' : ' pam ' }, found)
    for (let i = 0; i < 7; i++) insights.recordAnswer({ q: 'Who approves access?' }, nothing)
    expect(insert).not.toHaveBeenCalled()
    expect(await rows()).toEqual([])

    await insights.flush()
    expect(insert).toHaveBeenCalledTimes(1)
    expect(await rows()).toEqual([
      { day: TODAY, query: 'pam', searches: 300, zeroResultSearches: 0 },
      { day: TODAY, query: 'who approves access', searches: 7, zeroResultSearches: 7 },
    ])
  })

  it('counts each day under its own row', async () => {
    const insights = recorder()
    insights.recordAnswer({ q: 'sod' }, found)
    clock = NOON + 86_400_000
    insights.recordAnswer({ q: 'sod' }, found)
    await insights.flush()
    expect((await rows()).map((r) => [r.day, r.searches])).toEqual([
      [TODAY, 1],
      [addDays(TODAY, 1), 1],
    ])
  })

  it('does not count typeahead requests or queries without words', async () => {
    const insights = recorder()
    insights.recordAnswer({ q: 'privi', typeahead: true }, nothing)
    insights.recordAnswer({ q: '???' }, nothing)
    await insights.flush()
    expect(await rows()).toEqual([])
  })

  it('writes early when enough distinct queries wait, and holds no more than its cap', async () => {
    const insert = vi.spyOn(database.db, 'insert')
    const insights = recorder({ flushAtDistinct: 3, maxDistinct: 4, minFlushGapMs: 60_000 })
    insights.recordAnswer({ q: 'north' }, found)
    insights.recordAnswer({ q: 'west' }, found)
    expect(insert).not.toHaveBeenCalled()
    insights.recordAnswer({ q: 'south' }, found)
    await insights.flush()
    expect(insert).toHaveBeenCalledTimes(1)
    expect((await rows()).map((r) => r.query)).toEqual(['north', 'south', 'west'])

    // Within the minimum gap no early write happens; the buffer stops at four distinct queries.
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) insights.recordAnswer({ q }, found)
    insights.recordAnswer({ q: 'a' }, found)
    await insights.close()
    expect((await rows()).map((r) => [r.query, r.searches])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1],
      ['d', 1],
      ['north', 1],
      ['south', 1],
      ['west', 1],
    ])
  })

  it('keeps the counts of a failed write and adds them with the next one', async () => {
    const warnings: unknown[] = []
    vi.spyOn(logger, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args))
    const insights = recorder()
    insights.recordAnswer({ q: 'jit' }, found)
    vi.spyOn(database.db, 'insert').mockImplementationOnce(() => {
      throw new Error('connection refused')
    })
    await expect(insights.flush()).resolves.toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(await rows()).toEqual([])

    insights.recordAnswer({ q: 'JIT' }, nothing)
    await insights.flush()
    expect(await rows()).toEqual([{ day: TODAY, query: 'jit', searches: 2, zeroResultSearches: 1 }])
  })

  it('stores the day, the normalised query and two counts: nothing that identifies a visitor', async () => {
    type Column = { column_name: string }
    // postgres-js answers with the rows, PGlite with { rows }.
    const result = (await database.db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'search_query_days' order by ordinal_position`,
    )) as unknown as Column[] | { rows: Column[] }
    const names = (Array.isArray(result) ? result : result.rows).map((c) => c.column_name)
    expect(names).toEqual(['day', 'query', 'searches', 'zero_result_searches'])
  })

  it(`deletes the days before the last ${INSIGHTS_RETENTION_DAYS}, once a day`, async () => {
    const day = (n: number) => ({
      day: addDays(TODAY, -n),
      query: 'mfa',
      searches: 1,
      zeroResultSearches: 0,
    })
    await addDailyCounts(database.db, [day(0), day(1), day(89), day(90), day(400)])
    const insights = recorder()
    await insights.flush()
    expect((await rows()).map((r) => r.day)).toEqual([
      addDays(TODAY, -89),
      addDays(TODAY, -1),
      TODAY,
    ])

    // A row that falls out of the window later goes at the first write a day after.
    await addDailyCounts(database.db, [day(95)])
    await insights.flush()
    expect(await rows()).toHaveLength(4)
    clock += 86_400_000
    await insights.flush()
    expect((await rows()).map((r) => r.day)).toEqual([addDays(TODAY, -1), TODAY])
  })

  it('reports the top queries and the top zero-result queries of a window', async () => {
    await addDailyCounts(database.db, [
      { day: TODAY, query: 'pam', searches: 9, zeroResultSearches: 0 },
      { day: TODAY, query: 'cama price', searches: 4, zeroResultSearches: 4 },
      { day: addDays(TODAY, -1), query: 'cama price', searches: 2, zeroResultSearches: 1 },
      { day: addDays(TODAY, -1), query: 'leaver', searches: 3, zeroResultSearches: 3 },
      { day: addDays(TODAY, -10), query: 'leaver', searches: 50, zeroResultSearches: 50 },
    ])
    const report = await searchInsightsReport(database.db, { days: 2, limit: 2 }, NOON)
    expect(report).toEqual({
      days: 2,
      from: addDays(TODAY, -1),
      to: TODAY,
      searches: 18,
      zeroResultSearches: 8,
      topQueries: [
        { query: 'pam', searches: 9, zeroResultSearches: 0 },
        { query: 'cama price', searches: 6, zeroResultSearches: 5 },
      ],
      topZeroResultQueries: [
        { query: 'cama price', searches: 6, zeroResultSearches: 5 },
        { query: 'leaver', searches: 3, zeroResultSearches: 3 },
      ],
    })
    const month = await searchInsightsReport(database.db, { days: 30, limit: 1 }, NOON)
    expect(month.topQueries).toEqual([{ query: 'leaver', searches: 53, zeroResultSearches: 53 }])
  })
})
