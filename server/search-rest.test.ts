// GET /api/search over HTTP, with the embedded engine on the server's thread and on its own:
// the same answer as tRPC `search.query`, the spec's 400s, ETags, gzip for clients that accept
// it, counted searches, and encoded bodies that never outlive the documents they were built from.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractDocuments } from './search/contract-fixtures.ts'
import type { SearchInsights } from './search/insights/recorder.ts'
import { testEngines } from './search/test-engines.ts'
import type { SearchIndex } from './search/types.ts'
import { createApp } from './app.ts'
import { openTestDatabase, testApp, testDeps, type TestDatabase } from './testing/app.ts'
import { createContextInner } from './trpc/context.ts'
import { createCaller } from './trpc/routers/_app.ts'

// The embedded engine's two placements: Meilisearch encodes no answers, so it adds nothing here.
const engines = testEngines().filter((engine) => engine.name !== 'meilisearch')
const disposals: Array<() => Promise<void>> = []

let db: TestDatabase

beforeAll(async () => {
  db = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await Promise.all(disposals.map((dispose) => dispose()))
  await db?.dispose()
})

describe.each(engines)('GET /api/search, the engine $name', (placement) => {
  let search: SearchIndex
  let app: ReturnType<typeof testApp>
  const engine = async () => {
    const { index, dispose } = await placement.open()
    disposals.push(dispose)
    await index.replaceAll(contractDocuments)
    return index
  }

  beforeAll(async () => {
    search = await engine()
    app = testApp(db, { search })
  })

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

  it('compresses the answer for a client that accepts it, under the same ETag', async () => {
    // Every contract fixture is a fixture: an answer well over the 1 KB below which bodies go plain.
    const asked = (acceptEncoding: string) =>
      request(app).get('/api/search').query({ q: 'fixture' }).set('Accept-Encoding', acceptEncoding)
    const plain = await asked('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024)
    for (const acceptEncoding of ['gzip', 'gzip, deflate, br, zstd']) {
      const compressed = await asked(acceptEncoding)
      // The engine's thread gzips; on the server's thread the compression middleware chooses.
      const chosen = placement.name === 'embedded' ? ['gzip', 'br'] : ['gzip']
      expect(chosen, acceptEncoding).toContain(compressed.headers['content-encoding'])
      expect(compressed.headers.vary).toMatch(/Accept-Encoding/)
      expect(compressed.headers.etag).toBe(plain.headers.etag)
      expect(compressed.body).toEqual(plain.body)
    }
    expect((await asked('gzip;q=0, deflate')).headers['content-encoding']).not.toBe('gzip')
  })

  it('never serves an answer built from documents the index no longer holds', async () => {
    const index = await engine()
    const server = testApp(db, { search: index })
    const before = await request(server).get('/api/search').query({ q: 'vault' })
    expect(before.body.results[0].title).toBe('Credential vault')

    await index.replaceAll(
      contractDocuments.map((doc) =>
        doc.id === 'vault' ? { ...doc, title: 'Password vault' } : doc,
      ),
    )
    const after = await request(server).get('/api/search').query({ q: 'vault' })
    expect(after.body.results[0].title).toBe('Password vault')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('counts each search with its number of results', async () => {
    const counted: Array<[string, number]> = []
    const insights: SearchInsights = {
      recordAnswer: (input, answer) => void counted.push([input.q, answer.results.length]),
      flush: async () => {},
      close: async () => {},
    }
    const server = createApp({ ...testDeps(db, { search }), insights })
    await request(server).get('/api/search').query({ q: 'vault' })
    await request(server).get('/api/search').query({ q: 'zzqx' })
    expect(counted).toEqual([
      ['vault', (await search.search('vault', { limit: 20 })).hits.length],
      ['zzqx', 0],
    ])
    expect(counted[0]![1]).toBeGreaterThan(0)
  })
})
