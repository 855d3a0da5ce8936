// Members taking part: topics and replies (a new member's wait in the moderation queue, a
// trusted member's publish at once), edits within 24 hours with the earlier version kept,
// reactions, the accepted answer, following and what is unread. Every write that changes what
// search shows records a search-outbox row in its transaction.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  forumCategories,
  forumComments,
  forumFollows,
  forumPosts,
  forumReactions,
  forumRevisions,
  type PostStatus,
  type ReactionKind,
} from '../../db/schema/forum.ts'
import type { Member } from './accounts.ts'
import { recordIndexChange } from './search-outbox.ts'

/** A member may change their own topic or reply for this long after writing it. */
export const EDIT_WINDOW_MS = 24 * 3_600_000

export type WriteRefusal = 'missing' | 'forbidden' | 'too-late' | 'locked' | 'bad-parent'

/** Topics and replies one member may write per minute (per address limits apply as well). */
export const WRITES_PER_MINUTE = 5

/** True when the member has written their allowance of topics and replies this minute. */
export async function overWriteAllowance(db: Database, member: Member, now = new Date()) {
  const since = new Date(now.getTime() - 60_000).toISOString()
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from forum_posts where author_id = ${member.authorId} and created_at > ${since})
        + (select count(*) from forum_comments where author_id = ${member.authorId} and created_at > ${since})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`)
  return Number(row?.n ?? 0) >= WRITES_PER_MINUTE
}

function statusFor(member: Member): PostStatus {
  return member.trusted ? 'published' : 'pending'
}

export async function createTopic(
  db: Database,
  member: Member,
  input: { categorySlug: string; title: string; body: string; tags: string[] },
): Promise<{ id: number; status: PostStatus } | 'missing'> {
  const [category] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.slug, input.categorySlug))
  if (!category) return 'missing'
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(forumPosts)
      .values({
        categoryId: category.id,
        authorId: member.authorId,
        title: input.title,
        body: input.body,
        tags: input.tags,
        status: statusFor(member),
      })
      .returning({ id: forumPosts.id, status: forumPosts.status })
    if (!post) throw new Error('insert returned no row')
    if (post.status === 'published') await recordIndexChange(tx, 'forum-post', post.id)
    return post
  })
}

/** Counts a published reply on its topic and refreshes the topic's search document. */
async function replyPublished(tx: Database, postId: number): Promise<void> {
  await tx
    .update(forumPosts)
    .set({ commentCount: sql`${forumPosts.commentCount} + 1` })
    .where(eq(forumPosts.id, postId))
  await recordIndexChange(tx, 'forum-post', postId)
}

export async function createReply(
  db: Database,
  member: Member,
  input: { postId: number; parentId: number | null; body: string },
): Promise<{ id: number; status: PostStatus } | WriteRefusal> {
  const [post] = await db
    .select({ locked: forumPosts.locked })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, input.postId), eq(forumPosts.status, 'published')))
  if (!post) return 'missing'
  if (post.locked) return 'locked'
  if (input.parentId !== null) {
    // One level of threading: the parent is a published top-level reply of the same topic.
    const [parent] = await db
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(
        and(
          eq(forumComments.id, input.parentId),
          eq(forumComments.postId, input.postId),
          isNull(forumComments.parentId),
          eq(forumComments.status, 'published'),
        ),
      )
    if (!parent) return 'bad-parent'
  }
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(forumComments)
      .values({
        postId: input.postId,
        parentId: input.parentId,
        authorId: member.authorId,
        body: input.body,
        status: statusFor(member),
      })
      .returning({ id: forumComments.id, status: forumComments.status })
    if (!reply) throw new Error('insert returned no row')
    if (reply.status === 'published') await replyPublished(tx, input.postId)
    return reply
  })
}

/** Which of `member`'s writes may be edited now: their own, written within the window. */
function editable(authorId: number | null, createdAt: Date, member: Member, now: Date) {
  if (authorId !== member.authorId) return 'forbidden' as const
  if (now.getTime() - createdAt.getTime() > EDIT_WINDOW_MS) return 'too-late' as const
  return null
}

export async function editTopic(
  db: Database,
  member: Member,
  postId: number,
  edit: { title: string; body: string },
  now = new Date(),
): Promise<'edited' | WriteRefusal> {
  const [post] = await db
    .select({
      authorId: forumPosts.authorId,
      createdAt: forumPosts.createdAt,
      title: forumPosts.title,
      body: forumPosts.body,
      status: forumPosts.status,
    })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
  if (!post || post.status === 'rejected') return 'missing'
  const refusal = editable(post.authorId, post.createdAt, member, now)
  if (refusal) return refusal
  await db.transaction(async (tx) => {
    await tx.insert(forumRevisions).values({ postId, title: post.title, body: post.body })
    await tx
      .update(forumPosts)
      .set({ title: edit.title, body: edit.body, editedAt: now })
      .where(eq(forumPosts.id, postId))
    if (post.status === 'published') await recordIndexChange(tx, 'forum-post', postId)
  })
  return 'edited'
}

export async function editReply(
  db: Database,
  member: Member,
  commentId: number,
  body: string,
  now = new Date(),
): Promise<'edited' | WriteRefusal> {
  const [reply] = await db
    .select({
      postId: forumComments.postId,
      authorId: forumComments.authorId,
      createdAt: forumComments.createdAt,
      body: forumComments.body,
      status: forumComments.status,
    })
    .from(forumComments)
    .where(eq(forumComments.id, commentId))
  if (!reply || reply.status === 'rejected') return 'missing'
  const refusal = editable(reply.authorId, reply.createdAt, member, now)
  if (refusal) return refusal
  await db.transaction(async (tx) => {
    await tx.insert(forumRevisions).values({ postId: reply.postId, commentId, body: reply.body })
    await tx
      .update(forumComments)
      .set({ body, editedAt: now })
      .where(eq(forumComments.id, commentId))
    if (reply.status === 'published') await recordIndexChange(tx, 'forum-post', reply.postId)
  })
  return 'edited'
}

/** A published reply of a published topic (or the topic itself when commentId is null). */
async function publishedTarget(db: Database, postId: number, commentId: number | null) {
  const [row] = await db
    .select({ authorId: forumPosts.authorId })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.status, 'published')))
  if (!row) return false
  if (commentId === null) return true
  const [reply] = await db
    .select({ id: forumComments.id })
    .from(forumComments)
    .where(
      and(
        eq(forumComments.id, commentId),
        eq(forumComments.postId, postId),
        eq(forumComments.status, 'published'),
      ),
    )
  return reply !== undefined
}

/** Adds (on) or takes back (off) a member's reaction. */
export async function setReaction(
  db: Database,
  memberId: number,
  target: { postId: number; commentId: number | null; kind: ReactionKind; on: boolean },
): Promise<'done' | 'missing'> {
  if (!(await publishedTarget(db, target.postId, target.commentId))) return 'missing'
  const sameTarget = and(
    eq(forumReactions.memberId, memberId),
    eq(forumReactions.postId, target.postId),
    target.commentId === null
      ? isNull(forumReactions.commentId)
      : eq(forumReactions.commentId, target.commentId),
    eq(forumReactions.kind, target.kind),
  )
  if (target.on)
    await db
      .insert(forumReactions)
      .values({
        memberId,
        postId: target.postId,
        commentId: target.commentId,
        kind: target.kind,
      })
      .onConflictDoNothing()
  else await db.delete(forumReactions).where(sameTarget)
  return 'done'
}

/** The topic's author marks one reply as the answer (null clears it). */
export async function acceptAnswer(
  db: Database,
  member: Member,
  postId: number,
  commentId: number | null,
): Promise<'done' | WriteRefusal> {
  const [post] = await db
    .select({ authorId: forumPosts.authorId })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.status, 'published')))
  if (!post) return 'missing'
  if (post.authorId !== member.authorId) return 'forbidden'
  if (commentId !== null && !(await publishedTarget(db, postId, commentId))) return 'missing'
  await db.update(forumPosts).set({ acceptedCommentId: commentId }).where(eq(forumPosts.id, postId))
  return 'done'
}

export async function setFollow(
  db: Database,
  memberId: number,
  postId: number,
  on: boolean,
): Promise<'done' | 'missing'> {
  if (!(await publishedTarget(db, postId, null))) return 'missing'
  if (on) await db.insert(forumFollows).values({ memberId, postId }).onConflictDoNothing()
  else
    await db
      .delete(forumFollows)
      .where(and(eq(forumFollows.memberId, memberId), eq(forumFollows.postId, postId)))
  return 'done'
}

/** Everything up to now has been seen (a followed topic's replies stop counting as new). */
export async function markRead(db: Database, memberId: number, postId: number, now = new Date()) {
  await db
    .update(forumFollows)
    .set({ lastReadAt: now })
    .where(and(eq(forumFollows.memberId, memberId), eq(forumFollows.postId, postId)))
}

/** What the signed-in member sees on a topic besides what everyone sees. */
export async function viewerState(db: Database, member: Member, postId: number, now = new Date()) {
  const [follow] = await db
    .select({ lastReadAt: forumFollows.lastReadAt })
    .from(forumFollows)
    .where(and(eq(forumFollows.memberId, member.id), eq(forumFollows.postId, postId)))
  const reactions = await db
    .select({ commentId: forumReactions.commentId, kind: forumReactions.kind })
    .from(forumReactions)
    .where(and(eq(forumReactions.memberId, member.id), eq(forumReactions.postId, postId)))
  const since = new Date(now.getTime() - EDIT_WINDOW_MS)
  const [post] = await db
    .select({ authorId: forumPosts.authorId, createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
  const ownReplies = await db
    .select({ id: forumComments.id, createdAt: forumComments.createdAt })
    .from(forumComments)
    .where(and(eq(forumComments.postId, postId), eq(forumComments.authorId, member.authorId)))
  return {
    isAuthor: post?.authorId === member.authorId,
    canEditTopic: post?.authorId === member.authorId && post.createdAt > since,
    editableReplyIds: ownReplies.filter((r) => r.createdAt > since).map((r) => r.id),
    following: follow !== undefined,
    lastReadAt: follow?.lastReadAt ?? null,
    reactions,
  }
}

/** The member's followed topics, each with the number of replies since they last read it. */
export async function followedTopics(db: Database, memberId: number) {
  const rows = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      unread: sql<number>`(select count(*) from forum_comments c where c.post_id = ${forumPosts.id}
        and c.status = 'published' and c.created_at > ${forumFollows.lastReadAt})`.mapWith(Number),
    })
    .from(forumFollows)
    .innerJoin(forumPosts, eq(forumPosts.id, forumFollows.postId))
    .where(and(eq(forumFollows.memberId, memberId), eq(forumPosts.status, 'published')))
    .orderBy(desc(forumPosts.createdAt))
  return rows
}

/** The member's topics and replies with their review state, newest first. */
export async function contributions(db: Database, member: Member) {
  const topics = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      status: forumPosts.status,
      rejectionReason: forumPosts.rejectionReason,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, member.authorId))
    .orderBy(desc(forumPosts.createdAt))
    .limit(50)
  const replies = await db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      topicTitle: forumPosts.title,
      status: forumComments.status,
      rejectionReason: forumComments.rejectionReason,
      createdAt: forumComments.createdAt,
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(eq(forumComments.authorId, member.authorId))
    .orderBy(desc(forumComments.createdAt))
    .limit(50)
  return { topics, replies }
}

/** Reaction counts of a topic and its replies: key "post" or the reply id. */
export async function reactionCounts(db: Database, postId: number) {
  const rows = await db
    .select({ commentId: forumReactions.commentId, kind: forumReactions.kind, n: count() })
    .from(forumReactions)
    .where(eq(forumReactions.postId, postId))
    .groupBy(forumReactions.commentId, forumReactions.kind)
  return rows
}
