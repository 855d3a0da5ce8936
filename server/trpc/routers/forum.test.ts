// Forum procedures through createCaller and the REST adapters through supertest: the home
// page's lists, not-found answers, posting (pending until approved), approval auth, spam traps,
// view counting, the placeholder avatar and bad input (4xx JSON, stored rows unchanged).
import { eq } from 'drizzle-orm'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forumPosts } from '../../../db/schema/forum.ts'
import { seedForum } from '../../../seed/forum.ts'
import { createApp } from '../../app.ts'
import { openTestDatabase, testApp, testDeps, type TestDatabase } from '../../testing/app.ts'
import { createContextInner, type AppDeps } from '../context.ts'
import { createCaller } from './_app.ts'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
let db: TestDatabase
let deps: AppDeps

beforeAll(async () => {
  db = await openTestDatabase()
  await seedForum(db.db)
  deps = testDeps(db, { env: { ADMIN_TOKEN, RATE_LIMIT_CONTACT: '0' } })
}, 60_000)
afterAll(async () => {
  await db?.dispose()
})

const caller = (request: Parameters<typeof createContextInner>[1] = {}) =>
  createCaller(createContextInner(deps, request))
const app = () => createApp(deps)
const countPosts = async () => (await db.db.select({ id: forumPosts.id }).from(forumPosts)).length

const validPost = () => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  category: 'best-practices',
  title: 'How do you measure the value of access reviews?',
  body: 'We run quarterly reviews and want to show what they achieve beyond compliance.',
  tags: 'access-reviews, KPI',
  website: '',
  startedAt: Date.now() - 10_000,
})

describe('forum router', () => {
  it('lists categories with real counts and at most 50 recent posts', async () => {
    const categories = await caller().forum.categories()
    expect(categories).toHaveLength(8)
    expect(categories.reduce((sum, c) => sum + c.postCount, 0)).toBe(42)
    const recent = await caller().forum.recent({ limit: 5 })
    expect(recent).toHaveLength(5)
    await expect(caller().forum.recent({ limit: 500 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })

  it('answers null for an unknown category or post (REST turns it into a 404)', async () => {
    expect(await caller().forum.category({ slug: 'nope', page: 1 })).toBeNull()
    expect(await caller().forum.post({ id: 123_456 })).toBeNull()
  })

  it('counts a post view once per visitor and day', async () => {
    const visitor = { ip: '10.0.0.7', userAgent: 'test-agent' }
    const first = await caller(visitor).forum.post({ id: 4 })
    const again = await caller(visitor).forum.post({ id: 4 })
    expect(again?.viewCount).toBe(first?.viewCount)
    const other = await caller({ ip: '10.0.0.8', userAgent: 'test-agent' }).forum.post({ id: 4 })
    expect(other?.viewCount).toBe((first?.viewCount ?? 0) + 1)
  })

  it('gives each participant a page with their counts and published topics, none to a visitor still in review', async () => {
    const [top] = await caller().forum.members()
    const profile = await caller().forum.member({ id: top!.id, page: 1 })
    expect(profile).toMatchObject({
      firstName: top!.firstName,
      postCount: top!.postCount,
      commentCount: top!.commentCount,
    })
    expect(profile!.posts.total).toBe(top!.postCount)
    expect(profile!.posts.items.length).toBe(Math.min(top!.postCount, profile!.pageSize))
    expect('email' in profile!).toBe(false)

    const pending = await caller().forum.createPost({
      ...validPost(),
      name: 'Pending Person',
      email: 'pending@example.com',
    })
    const [row] = await db.db
      .select({ authorId: forumPosts.authorId })
      .from(forumPosts)
      .where(eq(forumPosts.id, pending.id))
    expect(await caller().forum.member({ id: row!.authorId!, page: 1 })).toBeNull()
    expect(await caller().forum.member({ id: 999_999, page: 1 })).toBeNull()
  })

  it('creates a pending post that only appears after admin approval', async () => {
    const created = await caller().forum.createPost(validPost())
    expect(created.status).toBe('pending')
    expect(await caller().forum.post({ id: created.id })).toBeNull()
    await expect(caller().forum.approvePost({ id: created.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    const admin = caller({ authorization: `Bearer ${ADMIN_TOKEN}` })
    expect(await admin.forum.approvePost({ id: created.id })).toMatchObject({ changed: true })
    const post = await caller().forum.post({ id: created.id })
    expect(post?.tags).toEqual(['access-reviews', 'kpi'])
    expect(post?.author).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' })
    expect('email' in (post?.author ?? {})).toBe(false)
  })

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    ['a form sent as soon as it opened', () => ({ startedAt: Date.now() })],
  ])('answers %s like an accepted post but stores nothing', async (_label, spam) => {
    const before = await countPosts()
    const answer = await caller().forum.createPost({ ...validPost(), ...spam() })
    expect(answer).toEqual({ id: expect.any(Number), status: 'pending' })
    expect(await countPosts()).toBe(before)
  })

  it('rejects invalid posts without storing anything', async () => {
    const before = await countPosts()
    await expect(
      caller().forum.createPost({ ...validPost(), category: 'no-such-category' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(
      caller().forum.createPost({ ...validPost(), email: 'not-an-email', title: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    expect(await countPosts()).toBe(before)
  })
})

describe('forum REST adapters', () => {
  it('GET /api/forum/categories, /posts/recent and /posts/trending answer JSON arrays', async () => {
    const categories = await request(app()).get('/api/forum/categories')
    expect(categories.status).toBe(200)
    expect(categories.body[0]).toMatchObject({
      slug: 'general-discussion',
      icon: 'MessageSquare',
      color: 'blue',
      postCount: expect.any(Number),
      memberCount: expect.any(Number),
    })
    const recent = await request(app()).get('/api/forum/posts/recent')
    expect(recent.status).toBe(200)
    expect(recent.body[0]).toHaveProperty('author')
    expect(typeof recent.body[0].createdAt).toBe('string')
    const trending = await request(app()).get('/api/forum/posts/trending')
    expect(trending.status).toBe(200)
    expect(trending.body.length).toBeGreaterThanOrEqual(5)
  })

  it('answers 404 JSON for an unknown post, category or member and 400 for a malformed id', async () => {
    const post = await request(app()).get('/api/forum/posts/999999')
    expect(post.status).toBe(404)
    expect(post.body.error.code).toBe('NOT_FOUND')
    expect((await request(app()).get('/api/forum/categories/nope')).status).toBe(404)
    expect((await request(app()).get('/api/forum/members/999999')).status).toBe(404)
    const member = await request(app()).get('/api/forum/members/1')
    expect(member.status).toBe(200)
    expect(member.body.posts.items.length).toBeGreaterThan(0)
    expect((await request(app()).get('/api/forum/members/abc')).status).toBe(400)
    const bad = await request(app()).get('/api/forum/posts/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('BAD_REQUEST')
  })

  it('POST /api/forum/posts creates a pending post; approval needs the admin token', async () => {
    const res = await request(app()).post('/api/forum/posts').send(validPost())
    expect(res.status).toBe(201)
    const id = res.body.id as number
    expect((await request(app()).get(`/api/forum/posts/${id}`)).status).toBe(404)
    expect((await request(app()).post(`/api/forum/posts/${id}/approve`)).status).toBe(401)
    const approved = await request(app())
      .post(`/api/forum/posts/${id}/approve`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
    expect(approved.status).toBe(200)
    expect((await request(app()).get(`/api/forum/posts/${id}`)).status).toBe(200)
  })

  it('POST /api/forum/posts answers a sprung spam trap with 201, like contact, and stores nothing', async () => {
    const before = await countPosts()
    for (const spam of [{ website: 'http://spam.example' }, { startedAt: Date.now() }]) {
      const res = await request(app())
        .post('/api/forum/posts')
        .send({ ...validPost(), ...spam })
      expect(res.status).toBe(201)
      expect(res.body).toEqual({ id: expect.any(Number), status: 'pending' })
      expect((await request(app()).get(`/api/forum/posts/${res.body.id}`)).status).toBe(404)
    }
    expect(await countPosts()).toBe(before)
  })

  it('POST /api/forum/posts with bad input answers 400 with field errors and stores nothing', async () => {
    const before = await countPosts()
    const res = await request(app())
      .post('/api/forum/posts')
      .send({ ...validPost(), email: 'nope', body: 'short' })
    expect(res.status).toBe(400)
    expect(res.body.error.fieldErrors).toHaveProperty('email')
    expect(res.body.error.fieldErrors).toHaveProperty('body')
    const garbage = await request(app())
      .post('/api/forum/posts')
      .set('Content-Type', 'application/json')
      .send('{"name":')
    expect(garbage.status).toBe(400)
    expect(await countPosts()).toBe(before)
  })

  it('serves tags, members, stats and search', async () => {
    const tags = await request(app()).get('/api/forum/tags')
    expect(tags.body.find((t: { tag: string }) => t.tag === 'pam')).toBeTruthy()
    const byTag = await request(app()).get('/api/forum/tags/pam')
    expect(byTag.body.total).toBeGreaterThan(3)
    expect((await request(app()).get('/api/forum/members')).body.length).toBeGreaterThan(10)
    const stats = await request(app()).get('/api/forum/stats')
    expect(stats.body).toMatchObject({ posts: expect.any(Number), members: expect.any(Number) })
    const search = await request(app()).get('/api/forum/posts/search?q=SCIM')
    expect(search.body.map((p: { id: number }) => p.id)).toContain(3)
    expect((await request(app()).get('/api/forum/posts/search')).status).toBe(400)
  })

  it('GET /api/placeholder/:w/:h returns an SVG of 1-512 px and 400 otherwise', async () => {
    const ok = await request(app()).get('/api/placeholder/32/32')
    expect(ok.status).toBe(200)
    expect(ok.headers['content-type']).toContain('image/svg+xml')
    expect(ok.text ?? ok.body.toString()).toContain('width="32"')
    for (const path of ['0/32', '513/32', '32/abc', '32/-1', '1e3/2']) {
      const res = await request(app()).get(`/api/placeholder/${path}`)
      expect(res.status, path).toBe(400)
      expect(res.body.error.code).toBe('BAD_REQUEST')
    }
  })
})

describe('approval without a configured admin token', () => {
  it('answers 404', async () => {
    const noAdmin = testApp(db)
    const res = await request(noAdmin).post('/api/forum/posts/1/approve')
    expect(res.status).toBe(404)
  })
})

describe('storage outage', () => {
  it('answers 503 with Retry-After for forum reads and posts when the database is closed', async () => {
    const closed = await openTestDatabase()
    await closed.dispose()
    const outage = createApp({ ...deps, db: closed })
    const read = await request(outage).get('/api/forum/categories')
    expect(read.status).toBe(503)
    expect(read.headers['retry-after']).toBeDefined()
    const write = await request(outage).post('/api/forum/posts').send(validPost())
    expect(write.status).toBe(503)
  })
})
