// Live search through the app, on every storage backend: a post approved by an admin is found by
// GET /api/search within 2 s, an edit shows within 2 s, and a rejected or deleted post leaves
// search within 2 s; /readyz reports the index version and lag. Forum documents come from the
// database rows, not from the seed files.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, type TestDatabase } from '../../db/test-backends.ts'
import { seedForum } from '../../seed/forum.ts'
import { createApp } from '../app.ts'
import { parseEnv } from '../env.ts'
import { createLogger } from '../logger.ts'
import { createSearchEngines, type SearchEngines } from '../search/create.ts'
import { createPendingPost } from '../stores/forum.ts'
import { startIndexing, type Indexing } from './start.ts'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` }
/** Every change must be searchable within this many milliseconds. */
const LANDS_WITHIN_MS = 2000

describe.each(testBackends())('live search index on $name', (backend) => {
  let database: TestDatabase
  let indexing: Indexing
  let app: ReturnType<typeof createApp>
  let engines: SearchEngines

  beforeAll(async () => {
    database = await backend.open()
    await seedForum(database.db)
    const env = parseEnv({
      NODE_ENV: 'test',
      ADMIN_TOKEN,
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_API: '0',
    })
    const logger = createLogger('silent')
    engines = createSearchEngines(env, logger)
    indexing = await startIndexing({ handle: database, engines, logger })
    app = createApp({ env, logger, db: database, search: engines.search, indexing })
  }, 60_000)
  afterAll(async () => {
    await indexing?.stop()
    await engines?.close()
    await database?.dispose()
  })

  const urls = async (q: string) =>
    (
      (await request(app).get('/api/search').query({ q })).body.results as Array<{ url: string }>
    ).map((r) => r.url)
  /** Milliseconds until `check` holds for the search answer to `q` (fails after the limit). */
  const within = async (q: string, check: (urls: string[]) => boolean) => {
    const started = Date.now()
    await expect
      .poll(async () => check(await urls(q)), { timeout: LANDS_WITHIN_MS, interval: 50 })
      .toBe(true)
    return Date.now() - started
  }

  it('indexes the seeded forum from the database', async () => {
    expect(await urls('SCIM')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/forum\/post\//)]),
    )
    const [category] = (
      await request(app).get('/api/search').query({ q: 'Privileged Access forum' })
    ).body.results as Array<{ url: string; description: string }>
    expect(category?.url).toBe('/forum/category/privileged-access')
    expect(category?.description).toMatch(/\(\d+ discussions?\)$/)
  })

  it('finds an approved post within 2 s, follows edits, and drops it when rejected or deleted', async () => {
    const post = await createPendingPost(database.db, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      categorySlug: 'best-practices',
      title: 'Quokka rotation of break-glass accounts',
      body: 'How often do you rotate the break-glass credentials in your quokka vault?',
      tags: ['break-glass'],
    })
    const url = `/forum/post/${post!.id}`
    const has = (list: string[]) => list.includes(url)
    expect(await urls('quokka')).toEqual([]) // pending: not searchable

    await request(app).post(`/api/forum/posts/${post!.id}/approve`).set(admin).expect(200)
    expect(await within('quokka', has)).toBeLessThanOrEqual(LANDS_WITHIN_MS)

    await request(app)
      .post(`/api/forum/posts/${post!.id}/edit`)
      .set(admin)
      .send({
        title: 'Wombat rotation of break-glass accounts',
        body: 'Rotating the wombat vault every month, is that enough?',
      })
      .expect(200)
    await within('wombat', has)
    await within('quokka', (list) => !has(list))

    await request(app).post(`/api/forum/posts/${post!.id}/reject`).set(admin).expect(200)
    await within('wombat', (list) => !has(list))

    await request(app).post(`/api/forum/posts/${post!.id}/approve`).set(admin).expect(200)
    await within('wombat', has)
    await request(app).post(`/api/forum/posts/${post!.id}/delete`).set(admin).expect(200)
    await within('wombat', (list) => !has(list))
    await request(app).post(`/api/forum/posts/${post!.id}/delete`).set(admin).expect(404)
  })

  it('answers 4xx JSON to bad moderation requests and changes nothing', async () => {
    await request(app).post('/api/forum/posts/1/reject').expect(401)
    const bad = await request(app).post('/api/forum/posts/1/edit').set(admin).send({ title: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('BAD_REQUEST')
    await request(app)
      .post('/api/forum/posts/1/edit')
      .set(admin)
      .send({ category: 'nope' })
      .expect(404)
    expect((await urls('SCIM')).length).toBeGreaterThan(0)
  })

  it('reports the index version and lag in /readyz', async () => {
    await indexing.settle()
    const res = await request(app).get('/readyz').expect(200)
    expect(res.body.index).toMatchObject({
      version: expect.stringMatching(/^s\d+-[0-9a-f]{16}$/),
      pendingChanges: 0,
      lagMs: 0,
      applied: { cursor: expect.any(Number), lastAppliedAt: expect.any(String) },
    })
  })
})
