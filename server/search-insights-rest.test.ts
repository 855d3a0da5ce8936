// Search insights over HTTP, on every storage backend: searches through both doors are counted
// (typeahead requests are not), and GET /api/admin/search-insights and the tRPC procedure
// insights.search answer only with the admin token (401 otherwise, 404 when none is configured).
import fc from 'fast-check'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testBackends, type TestDatabase } from '../db/test-backends.ts'
import { searchQueryDays } from '../db/schema/index.ts'
import { contentDocuments } from './indexing/content-documents.ts'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { createEmbeddedIndex } from './search/embedded.ts'
import { createSearchInsights, type SearchInsights } from './search/insights/recorder.ts'
import type { SearchIndex } from './search/types.ts'

const ADMIN_TOKEN = 'insights-test-admin-token-0123456789'
const noLimits = { RATE_LIMIT_API: '0', RATE_LIMIT_SEARCH: '0' }
const logger = createLogger('silent')
const bearer = `Bearer ${ADMIN_TOKEN}`
/** A tRPC GET: the input travels superjson-encoded in the query string. */
const trpcGet = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`

describe.each(testBackends())('search insights over HTTP on $name', (backend) => {
  let database: TestDatabase
  let search: SearchIndex
  let insights: SearchInsights

  const app = (vars: Record<string, string> = { ADMIN_TOKEN }) =>
    createApp({
      env: parseEnv({ NODE_ENV: 'test', ...noLimits, ...vars }),
      logger,
      db: database,
      search,
      insights,
    })

  beforeAll(async () => {
    database = await backend.open()
    search = createEmbeddedIndex()
    await search.replaceAll(contentDocuments())
    insights = createSearchInsights(database.db, logger, { flushIntervalMs: 3_600_000 })
  }, 60_000)
  afterAll(async () => {
    await insights?.close()
    await database?.dispose()
  })
  beforeEach(async () => {
    await insights.flush()
    await database.db.delete(searchQueryDays).where(sql`true`)
  })

  it('counts searches from both doors, not typeahead requests, and reports them', async () => {
    const server = app()
    for (const q of ['PAM', 'pam', 'privileged access management']) {
      expect((await request(server).get('/api/search').query({ q })).status).toBe(200)
    }
    expect((await request(server).get('/api/search').query({ q: 'qqxxzz' })).status).toBe(200)
    expect((await request(server).get(trpcGet('search.query', { q: 'Pam?' }))).status).toBe(200)
    const typed = await request(server).get(trpcGet('search.query', { q: 'pa', typeahead: true }))
    expect(typed.status).toBe(200)

    const res = await request(server)
      .get('/api/admin/search-insights')
      .query({ days: 7, limit: 2 })
      .set('Authorization', bearer)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      days: 7,
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: new Date().toISOString().slice(0, 10),
      searches: 5,
      zeroResultSearches: 1,
      topQueries: [
        { query: 'pam', searches: 3, zeroResultSearches: 0 },
        { query: 'privileged access management', searches: 1, zeroResultSearches: 0 },
      ],
      topZeroResultQueries: [{ query: 'qqxxzz', searches: 1, zeroResultSearches: 1 }],
    })
  })

  it('answers the same report through tRPC', async () => {
    const server = app()
    await request(server).get('/api/search').query({ q: 'offboarding' })
    const rest = await request(server)
      .get('/api/admin/search-insights')
      .set('Authorization', bearer)
    const trpc = await request(server)
      .get(trpcGet('insights.search', {}))
      .set('Authorization', bearer)
    expect(trpc.status).toBe(200)
    expect(trpc.body.result.data.json).toEqual(rest.body)
    expect(rest.body).toMatchObject({ days: 30, searches: 1 })
  })

  it('answers 401 without the admin token or with a wrong one', async () => {
    const server = app()
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', ADMIN_TOKEN]) {
      const req = request(server).get('/api/admin/search-insights')
      const res = await (authorization ? req.set('Authorization', authorization) : req)
      expect(res.status).toBe(401)
      expect(res.body.error.code).toBe('UNAUTHORIZED')
    }
    expect((await request(server).get(trpcGet('insights.search', {}))).status).toBe(401)
  })

  it('does not exist (404) when no admin token is configured', async () => {
    const server = app({})
    const res = await request(server).get('/api/admin/search-insights').set('Authorization', bearer)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('NOT_FOUND')
    expect((await request(server).get(trpcGet('insights.search', {}))).status).toBe(404)
  })

  it.each([
    [{ days: '0' }, 'days', 'days must be at least 1'],
    [{ days: '91' }, 'days', 'days must be at most 90'],
    [{ days: 'week' }, 'days', 'days must be a number'],
    [{ days: '1.5' }, 'days', 'days must be a whole number'],
    [{ limit: '101' }, 'limit', 'limit must be at most 100'],
    [{ limit: '' }, 'limit', 'limit must be at least 1'],
  ])('answers 400 for %o', async (query, field, message) => {
    const res = await request(app())
      .get('/api/admin/search-insights')
      .query(query)
      .set('Authorization', bearer)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { [field]: [message] },
    })
  })

  it('never answers 5xx to hostile parameters, and stores nothing for them', async () => {
    const server = app()
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('', ' 7', '0x1e', '1e1', '-1', 'NaN', 'Infinity', '٣'),
    )
    await fc.assert(
      fc.asyncProperty(value, value, async (days, limit) => {
        const res = await request(server)
          .get('/api/admin/search-insights')
          .query({ days, limit })
          .set('Authorization', bearer)
        expect([200, 400]).toContain(res.status)
        if (res.status === 400) expect(res.body.error.code).toBe('BAD_REQUEST')
      }),
      { numRuns: 60 },
    )
    expect(await database.db.select().from(searchQueryDays)).toEqual([])
  })
})
