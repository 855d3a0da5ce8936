// GET /api/search over HTTP: the same answer as tRPC `search.query`, the spec's 400s, ETags, and
// encoded bodies that never outlive the documents they were built from.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedIndex } from './search/embedded.ts'
import { contractDocuments } from './search/contract-fixtures.ts'
import type { SearchIndex } from './search/types.ts'
import { openTestDatabase, testApp, testDeps, type TestDatabase } from './testing/app.ts'
import { createContextInner } from './trpc/context.ts'
import { createCaller } from './trpc/routers/_app.ts'

let db: TestDatabase
let search: SearchIndex
let app: ReturnType<typeof testApp>

beforeAll(async () => {
  db = await openTestDatabase()
  search = createEmbeddedIndex()
  await search.replaceAll(contractDocuments)
  app = testApp(db, { search })
}, 60_000)
afterAll(async () => {
  await db?.dispose()
})

describe('GET /api/search', () => {
  it('answers what search.query answers, for the trimmed query', async () => {
    const res = await request(app).get('/api/search').query({ q: '  vault ' })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const call = createCaller(createContextInner(testDeps(db, { search })))
    expect(res.body).toEqual(await call.search.query({ q: 'vault' }))
    expect(res.body.query).toBe('vault')
    expect(res.body.results[0]).toMatchObject({ title: 'Credential vault', url: '/fixture/vault' })
  })

  it.each([
    ['a blank query', '   ', 'Enter a search term'],
    ['no query', undefined, 'Enter a search term'],
    ['a query over 200 characters', 'v'.repeat(201), 'Search terms are limited to 200 characters'],
  ])('answers %s with a JSON 400', async (_label, q, message) => {
    const res = await request(app)
      .get('/api/search')
      .query(q === undefined ? {} : { q })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Invalid input', fieldErrors: { q: [message] } },
    })
  })

  it('sends an ETag and answers 304 when the client already has the answer', async () => {
    const first = await request(app).get('/api/search').query({ q: 'rotation' })
    expect(first.headers.etag).toMatch(/^W\/"/)
    const again = await request(app)
      .get('/api/search')
      .query({ q: 'rotation' })
      .set('If-None-Match', first.headers.etag as string)
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('never serves an answer built from documents the index no longer holds', async () => {
    const engine = createEmbeddedIndex()
    await engine.replaceAll(contractDocuments)
    const server = testApp(db, { search: engine })
    const before = await request(server).get('/api/search').query({ q: 'vault' })
    expect(before.body.results[0].title).toBe('Credential vault')

    await engine.replaceAll(
      contractDocuments.map((doc) =>
        doc.id === 'vault' ? { ...doc, title: 'Password vault' } : doc,
      ),
    )
    const after = await request(server).get('/api/search').query({ q: 'vault' })
    expect(after.body.results[0].title).toBe('Password vault')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
