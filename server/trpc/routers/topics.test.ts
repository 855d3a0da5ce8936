// Members taking part, over HTTP as the browser does, and attacked: the moderation queue for a
// new member, replies with one level of threading, edits within 24 hours by the author only
// (IDOR), reactions, the accepted answer by the topic's author only, following and unread
// replies, the search outbox on publish, and stored data left untouched by every refusal.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { forumComments, forumPosts, forumRevisions } from '../../../db/schema/forum.ts'
import { searchOutbox } from '../../../db/schema/search-index.ts'
import { EDIT_WINDOW_MS } from '../../stores/forum-participation.ts'
import { type BrowserClient } from '../../testing/browser-client.ts'
import { createContextInner } from '../context.ts'
import { createCaller } from './_app.ts'
import { setUpMemberSite } from '../../testing/member-site.ts'

const site = setUpMemberSite()
const { admin, browser } = site
const member = (email: string, trusted = false) => site.member(email, { trusted })

const topic = (title: string) => ({
  category: 'best-practices',
  title,
  body: 'How do you run **quarterly** access reviews without drowning the managers?',
  tags: 'access-reviews',
  website: '',
  startedAt: Date.now() - 10_000,
})
const reply = (postId: number, body: string, parentId: number | null = null) => ({
  postId,
  parentId,
  body,
  website: '',
  startedAt: Date.now() - 10_000,
})

async function publishedTopic(author: BrowserClient, title: string): Promise<number> {
  const created = (await author.mutate('topics.create', topic(title))).body as { id: number }
  await admin().forum.approvePost({ id: created.id })
  return created.id
}

describe('taking part', () => {
  it("a new member's topic waits for review; a trusted member's is published and indexed", async () => {
    const newcomer = await member('newcomer@example.com')
    const pending = (await newcomer.mutate('topics.create', topic('A question from a newcomer')))
      .body as { id: number; status: string }
    expect(pending.status).toBe('pending')
    expect(
      await createCaller(createContextInner(site.deps)).forum.post({ id: pending.id }),
    ).toBeNull()

    const regular = await member('regular@example.com', true)
    const published = (await regular.mutate('topics.create', topic('A question from a regular')))
      .body as { id: number; status: string }
    expect(published.status).toBe('published')
    const outbox = await site.db.db
      .select({ id: searchOutbox.id })
      .from(searchOutbox)
      .where(eq(searchOutbox.entityId, published.id))
    expect(outbox.length).toBeGreaterThan(0)
  })

  it('replies thread one level deep and render Markdown safely', async () => {
    const author = await member('threads@example.com', true)
    const postId = await publishedTopic(author, 'Threads one level deep')
    const top = (
      await author.mutate('topics.reply', reply(postId, 'First [link](https://example.org)'))
    ).body as { id: number }
    const nested = await author.mutate('topics.reply', reply(postId, 'Nested answer', top.id))
    expect(nested.status).toBe(200)
    const deeper = await author.mutate(
      'topics.reply',
      reply(postId, 'Too deep', (nested.body as { id: number }).id),
    )
    expect(deeper.status).toBe(400)
    const page = await createCaller(createContextInner(site.deps)).forum.post({ id: postId })
    const first = page?.comments.find((c) => c.id === top.id)
    expect(first?.bodyHtml).toContain('rel="nofollow ugc noopener"')
    expect(page?.bodyHtml).toContain('<strong>quarterly</strong>')
  })

  it('an author edits within 24 hours, keeping the earlier version; nobody else can (IDOR)', async () => {
    const author = await member('editor@example.com', true)
    const postId = await publishedTopic(author, 'An editable topic title')
    const edited = await author.mutate('topics.editTopic', {
      postId,
      title: 'An edited topic title',
      body: 'The body after the edit, long enough to pass.',
    })
    expect(edited.status).toBe(200)
    const revisions = await site.db.db
      .select({ title: forumRevisions.title })
      .from(forumRevisions)
      .where(eq(forumRevisions.postId, postId))
    expect(revisions.map((r) => r.title)).toEqual(['An editable topic title'])

    const intruder = await member('intruder@example.com', true)
    const forged = await intruder.mutate('topics.editTopic', {
      postId,
      title: 'Hijacked title here',
      body: 'The intruder tries to change somebody else’s post.',
    })
    expect(forged.status).toBe(403)
    expect(forged.body).toMatchObject({ error: { code: 'FORBIDDEN' } })
    const [row] = await site.db.db
      .select({ title: forumPosts.title })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId))
    expect(row?.title).toBe('An edited topic title')

    await site.db.db
      .update(forumPosts)
      .set({ createdAt: new Date(Date.now() - EDIT_WINDOW_MS - 1000) })
      .where(eq(forumPosts.id, postId))
    const late = await author.mutate('topics.editTopic', {
      postId,
      title: 'Too late for this edit',
      body: 'The body after the window closed, long enough.',
    })
    expect(late.status).toBe(409)
  })

  it('reactions count once per member; only the topic author accepts an answer', async () => {
    const author = await member('asker@example.com', true)
    const helper = await member('helper@example.com', true)
    const postId = await publishedTopic(author, 'Who accepts the answer here')
    const answer = (await helper.mutate('topics.reply', reply(postId, 'Here is how we do it.')))
      .body as { id: number }
    for (let i = 0; i < 2; i++)
      await author.mutate('topics.react', {
        postId,
        commentId: answer.id,
        kind: 'helpful',
        on: true,
      })
    const forged = await helper.mutate('topics.accept', { postId, commentId: answer.id })
    expect(forged.status).toBe(403)
    expect((await author.mutate('topics.accept', { postId, commentId: answer.id })).status).toBe(
      200,
    )
    const page = await createCaller(createContextInner(site.deps)).forum.post({ id: postId })
    expect(page?.acceptedCommentId).toBe(answer.id)
    expect(page?.reactions.byComment[answer.id]).toEqual({ helpful: 1, thanks: 0 })
  })

  it('a follower sees replies since their last visit as unread', async () => {
    const author = await member('followed@example.com', true)
    const follower = await member('follower@example.com', true)
    const postId = await publishedTopic(author, 'A topic worth following')
    await follower.mutate('topics.follow', { postId, on: true })
    await author.mutate('topics.reply', reply(postId, 'Something changed.'))
    const followed = (await follower.query('topics.followed')).body as {
      id: number
      unread: number
    }[]
    expect(followed.find((t) => t.id === postId)?.unread).toBe(1)
    await follower.mutate('topics.markRead', { postId })
    const after = (await follower.query('topics.followed')).body as { id: number; unread: number }[]
    expect(after.find((t) => t.id === postId)?.unread).toBe(0)
  })

  it('visitors cannot post as members; the honeypot answers like success and stores nothing', async () => {
    const visitor = browser()
    expect((await visitor.mutate('topics.create', topic('A visitor without account'))).status).toBe(
      401,
    )
    const bot = await member('bot@example.com', true)
    const before = await site.db.db.select({ id: forumComments.id }).from(forumComments)
    const postId = await publishedTopic(bot, 'Bots reply too quickly')
    const trapped = await bot.mutate('topics.reply', {
      ...reply(postId, 'spam spam'),
      website: 'http://spam.example',
    })
    expect(trapped.body).toMatchObject({ status: 'pending' })
    expect(
      await site.db.db
        .select({ id: forumComments.id })
        .from(forumComments)
        .where(and(eq(forumComments.postId, postId))),
    ).toEqual([])
    expect((await site.db.db.select({ id: forumComments.id }).from(forumComments)).length).toBe(
      before.length,
    )
  })
})
