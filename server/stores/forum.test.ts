// Storage contract for the forum, run on every available backend: seed idempotence, counts,
// trending order, pending posts hidden, approval and once-a-day view counting.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, type TestDatabase } from '../../db/test-backends.ts'
import { forumPosts } from '../../db/schema/forum.ts'
import { seedCategories } from '../../seed/forum-data.ts'
import { seedPosts } from '../../seed/forum-posts.ts'
import { seedForum } from '../../seed/forum.ts'
import * as store from './forum.ts'

const HOUR = 3_600_000

describe.each(testBackends())('forum storage on $name', (backend) => {
  let database: TestDatabase
  const seededAt = new Date()
  beforeAll(async () => {
    database = await backend.open()
    await seedForum(database.db, seededAt)
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('seeds eight categories and at least 40 posts, and a second run changes nothing', async () => {
    expect(await seedForum(database.db, new Date(seededAt.getTime() + 48 * HOUR))).toEqual({
      posts: 0,
    })
    const categories = await store.listCategories(database.db)
    expect(categories.map((c) => c.slug)).toEqual(seedCategories.map((c) => c.slug))
    const stats = await store.forumStats(database.db, seededAt)
    expect(stats.posts).toBe(seedPosts.length)
    expect(seedPosts.length).toBeGreaterThanOrEqual(40)
  })

  it('counts real posts and distinct participants per category', async () => {
    const categories = await store.listCategories(database.db)
    const pam = categories.find((c) => c.slug === 'privileged-access')
    const pamPosts = seedPosts.filter((p) => p.category === 'privileged-access')
    expect(pam?.postCount).toBe(pamPosts.length)
    const participants = new Set(
      pamPosts.flatMap((p) => [p.author, ...p.comments.map((c) => c.author)]).filter(Boolean),
    )
    expect(pam?.memberCount).toBe(participants.size)
  })

  it('lists recent posts newest first with the spec fields and author fallbacks', async () => {
    const recent = await store.recentPosts(database.db, 50)
    expect(recent).toHaveLength(42)
    const times = recent.map((p) => p.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(recent[0]).toMatchObject({
      id: 1,
      title: expect.any(String),
      viewCount: expect.any(Number),
      upvotes: expect.any(Number),
      commentCount: 3,
      author: { firstName: 'Sanne', lastName: 'Visser', profileImageUrl: null },
    })
    expect(recent.find((p) => p.id === 37)?.author).toBeNull()
  })

  it('ranks only this week’s posts by engagement score', async () => {
    const trending = await store.trendingPosts(database.db, 20, seededAt)
    const weekIds = seedPosts.filter((p) => p.ageHours <= 7 * 24).map((p) => p.id)
    expect(trending.map((p) => p.id).sort((a, b) => a - b)).toEqual(weekIds.sort((a, b) => a - b))
    const score = (p: (typeof seedPosts)[number]) =>
      (p.views / 10 + 2 * p.upvotes + 3 * p.comments.length) / Math.pow(p.ageHours + 2, 1.5)
    const expected = seedPosts
      .filter((p) => weekIds.includes(p.id))
      .sort((a, b) => score(b) - score(a))
      .map((p) => p.id)
    expect(trending.map((p) => p.id)).toEqual(expected)
  })

  it('returns a post with comments, and null for an unknown id', async () => {
    const post = await store.postById(database.db, 2)
    expect(post?.comments).toHaveLength(4)
    expect(post?.body).toContain('just-in-time')
    expect(await store.postById(database.db, 99_999)).toBeNull()
  })

  it('counts a view once per visitor and day', async () => {
    const before = (await store.postById(database.db, 5))?.viewCount ?? 0
    const day = new Date('2026-01-10T10:00:00Z')
    expect(await store.recordView(database.db, 5, 'visitor-a', day)).toBe(true)
    expect(await store.recordView(database.db, 5, 'visitor-a', day)).toBe(false)
    expect(await store.recordView(database.db, 5, 'visitor-b', day)).toBe(true)
    expect(
      await store.recordView(database.db, 5, 'visitor-a', new Date('2026-01-11T09:00:00Z')),
    ).toBe(true)
    expect((await store.postById(database.db, 5))?.viewCount).toBe(before + 3)
  })

  it('keeps pending posts out of every list until approved', async () => {
    const created = await store.createPendingPost(database.db, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      categorySlug: 'best-practices',
      title: 'Pending review of a new discussion',
      body: 'This discussion waits for a moderator.',
      tags: ['moderation-test'],
    })
    expect(created?.status).toBe('pending')
    const id = created?.id ?? 0
    expect(id).toBeGreaterThan(42)
    expect(await store.postById(database.db, id)).toBeNull()
    expect((await store.recentPosts(database.db, 50)).some((p) => p.id === id)).toBe(false)
    expect((await store.tagCounts(database.db)).some((t) => t.tag === 'moderation-test')).toBe(
      false,
    )
    expect(await store.searchPosts(database.db, 'waits for a moderator', 10)).toEqual([])

    expect(await store.approvePost(database.db, id)).toBe('approved')
    expect(await store.approvePost(database.db, id)).toBe('already-published')
    expect(await store.approvePost(database.db, 99_999)).toBe('missing')
    expect((await store.recentPosts(database.db, 1))[0]?.id).toBe(id)
    expect((await store.searchPosts(database.db, 'grace hopper', 10))[0]?.id).toBe(id)
    expect(await store.postsByTag(database.db, 'moderation-test', 1, 10)).toMatchObject({
      total: 1,
    })
  })

  it('rejects a post for an unknown category without storing anything', async () => {
    const before = await database.db.select({ id: forumPosts.id }).from(forumPosts)
    expect(
      await store.createPendingPost(database.db, {
        firstName: 'A',
        lastName: null,
        email: 'a@example.com',
        categorySlug: 'nope',
        title: 'Unknown category post',
        body: 'Body of a post in no category.',
        tags: [],
      }),
    ).toBeNull()
    expect(await database.db.select({ id: forumPosts.id }).from(forumPosts)).toHaveLength(
      before.length,
    )
  })

  it('lists tags with counts, members with post counts, and search escapes wildcards', async () => {
    const tags = await store.tagCounts(database.db)
    const pamTag = tags.find((t) => t.tag === 'pam')
    expect(pamTag?.count).toBe(seedPosts.filter((p) => p.tags.includes('pam')).length)
    const members = await store.listMembers(database.db, 100)
    const tomasz = members.find((m) => m.firstName === 'Tomasz')
    expect(tomasz?.postCount).toBe(seedPosts.filter((p) => p.author === 'tkowalski').length)
    expect(await store.searchPosts(database.db, '%', 10)).toEqual([])
    const scim = await store.searchPosts(database.db, 'scim', 10)
    expect(scim.map((p) => p.id)).toContain(3)
  })

  it('computes community stats from real rows', async () => {
    const stats = await store.forumStats(database.db, seededAt)
    expect(stats.newThisWeek).toBe(seedPosts.filter((p) => p.ageHours <= 7 * 24).length + 1)
    expect(stats.members).toBeGreaterThan(10)
    expect(stats.activeToday).toBeGreaterThan(0)
    const [row] = await database.db
      .select({ status: forumPosts.status })
      .from(forumPosts)
      .where(eq(forumPosts.id, 1))
    expect(row?.status).toBe('published')
  })
})
