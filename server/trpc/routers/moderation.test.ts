// The moderation desk over HTTP: a member's first topic in the queue, approved by a moderator
// (the member is trusted from then on) or rejected with a reason the author sees; reports;
// lock, pin and move; suspension; the audit log; and every desk action refused (403, nothing
// changed) to a member who is not a moderator.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../../db/schema/accounts.ts'
import { forumPosts, moderationLog } from '../../../db/schema/forum.ts'
import { type BrowserClient } from '../../testing/browser-client.ts'
import { setUpMemberSite } from '../../testing/member-site.ts'

const site = setUpMemberSite()
const { admin, member } = site

const topic = (title: string) => ({
  category: 'best-practices',
  title,
  body: 'A question long enough to be a real forum topic body.',
  tags: '',
  website: '',
  startedAt: Date.now() - 10_000,
})

let moderator: BrowserClient
beforeAll(async () => {
  moderator = await member('moderator@example.com')
  await admin().account.setRole({ email: 'moderator@example.com', role: 'moderator' })
})

describe('moderation desk', () => {
  it('approves a first topic from the queue; the author is trusted afterwards', async () => {
    const author = await member('first@example.com')
    const { id } = (await author.mutate('topics.create', topic('My very first topic here')))
      .body as { id: number }
    const queue = (await moderator.query('moderation.queue')).body as { topics: { id: number }[] }
    expect(queue.topics.map((t) => t.id)).toContain(id)
    expect(
      (await moderator.mutate('moderation.decideTopic', { postId: id, decision: 'approve' }))
        .status,
    ).toBe(200)
    const second = (await author.mutate('topics.create', topic('My second topic goes live')))
      .body as { status: string }
    expect(second.status).toBe('published')
  })

  it('rejects with a reason the author sees on their account', async () => {
    const author = await member('rejected@example.com')
    const { id } = (await author.mutate('topics.create', topic('Buy my product today please')))
      .body as { id: number }
    await moderator.mutate('moderation.decideTopic', {
      postId: id,
      decision: 'reject',
      reason: 'Vendor promotion',
    })
    const mine = (await author.query('topics.mine')).body as {
      topics: { id: number; rejectionReason: string }[]
    }
    expect(mine.topics.find((t) => t.id === id)?.rejectionReason).toBe('Vendor promotion')
  })

  it('takes reports, locks, pins, moves and suspends, each in the audit log', async () => {
    const reporter = await member('reporter@example.com')
    const [post] = await site.db.db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(eq(forumPosts.status, 'published'))
      .limit(1)
    const postId = post?.id ?? 0
    expect(
      (await reporter.mutate('moderation.flag', { postId, commentId: null, reason: 'Off topic' }))
        .status,
    ).toBe(200)
    const flags = (await moderator.query('moderation.flags')).body as { id: number }[]
    expect(flags).toHaveLength(1)
    await moderator.mutate('moderation.resolveFlag', { flagId: flags[0]?.id, note: 'Looked fine' })
    await moderator.mutate('moderation.setTopicState', {
      postId,
      locked: true,
      pinned: true,
      categorySlug: 'general-discussion',
    })
    const [row] = await site.db.db
      .select({ locked: forumPosts.locked, pinned: forumPosts.pinned })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId))
    expect(row).toEqual({ locked: true, pinned: true })
    const locked = await reporter.mutate('topics.reply', {
      postId,
      parentId: null,
      body: 'Still talking',
      website: '',
      startedAt: Date.now() - 10_000,
    })
    expect(locked.status).toBe(409)

    const [target] = await site.db.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'reporter@example.com'))
    await moderator.mutate('moderation.suspend', { memberId: target?.id, reason: 'Repeated spam' })
    const suspended = await reporter.mutate('topics.create', topic('Posting while suspended'))
    expect(suspended.status).toBe(403)
    expect(suspended.body).toMatchObject({
      error: { message: expect.stringContaining('Repeated spam') },
    })

    const log = (await moderator.query('moderation.auditLog')).body as { action: string }[]
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'resolve-flag',
        'locked:true',
        'pinned:true',
        'move:general-discussion',
        'suspend',
      ]),
    )
  })

  it('refuses every desk action to a member who is not a moderator, changing nothing', async () => {
    const mallory = await member('mallory@example.com')
    const logBefore = (await site.db.db.select({ id: moderationLog.id }).from(moderationLog)).length
    const [post] = await site.db.db
      .select({ id: forumPosts.id, status: forumPosts.status })
      .from(forumPosts)
      .limit(1)
    const attempts: [string, unknown][] = [
      ['moderation.decideTopic', { postId: post?.id, decision: 'reject', reason: 'because' }],
      ['moderation.decideReply', { commentId: 1, decision: 'reject', reason: 'because' }],
      ['moderation.setTopicState', { postId: post?.id, locked: true }],
      ['moderation.suspend', { memberId: 1, reason: 'because' }],
      ['moderation.resolveFlag', { flagId: 1, note: null }],
    ]
    for (const [procedure, input] of attempts) {
      const result = await mallory.mutate(procedure, input)
      expect(result.status, procedure).toBe(403)
      expect(result.body).toMatchObject({ error: { code: 'FORBIDDEN' } })
    }
    expect((await mallory.query('moderation.queue')).status).toBe(403)
    expect((await mallory.query('moderation.auditLog')).status).toBe(403)
    expect((await site.db.db.select({ id: moderationLog.id }).from(moderationLog)).length).toBe(
      logBefore,
    )
    const [after] = await site.db.db
      .select({ status: forumPosts.status })
      .from(forumPosts)
      .where(eq(forumPosts.id, post?.id ?? 0))
    expect(after?.status).toBe(post?.status)
  })
})
