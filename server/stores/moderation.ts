// Moderation storage: the review queue (pending topics and replies), decisions with the
// reason the author sees, members' reports, lock, pin and move, suspensions, the edit history
// moderators may read, and the audit log every moderator action writes in its transaction.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members } from '../../db/schema/accounts.ts'
import {
  forumAuthors,
  forumCategories,
  forumComments,
  forumFlags,
  forumPosts,
  forumRevisions,
  moderationLog,
} from '../../db/schema/forum.ts'
import { trustAuthor } from './forum.ts'
import { recordIndexChange } from './search-outbox.ts'

type Target = 'post' | 'comment' | 'member' | 'flag'

async function logAction(
  tx: Database,
  moderatorId: number | null,
  action: string,
  targetType: Target,
  targetId: number,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(moderationLog).values({ moderatorId, action, targetType, targetId, reason })
}

const authorName = sql<
  string | null
>`nullif(concat_ws(' ', ${forumAuthors.firstName}, ${forumAuthors.lastName}), '')`

/** Pending topics and replies, oldest first. */
export async function reviewQueue(db: Database) {
  const topics = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      body: forumPosts.body,
      authorName,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .leftJoin(forumAuthors, eq(forumAuthors.id, forumPosts.authorId))
    .where(eq(forumPosts.status, 'pending'))
    .orderBy(asc(forumPosts.createdAt))
    .limit(100)
  const replies = await db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      topicTitle: forumPosts.title,
      body: forumComments.body,
      authorName,
      createdAt: forumComments.createdAt,
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .leftJoin(forumAuthors, eq(forumAuthors.id, forumComments.authorId))
    .where(eq(forumComments.status, 'pending'))
    .orderBy(asc(forumComments.createdAt))
    .limit(100)
  return { topics, replies }
}

export type Decision = 'approve' | 'reject'

/** Publishes or rejects a topic; 'missing' when there is none. */
export async function decideTopic(
  db: Database,
  moderatorId: number | null,
  postId: number,
  decision: Decision,
  reason: string | null,
): Promise<'done' | 'missing'> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(forumPosts)
      .set(
        decision === 'approve'
          ? { status: 'published', rejectionReason: null, createdAt: new Date() }
          : { status: 'rejected', rejectionReason: reason },
      )
      .where(eq(forumPosts.id, postId))
      .returning({ authorId: forumPosts.authorId })
    if (!post) return 'missing'
    if (decision === 'approve') await trustAuthor(tx, post.authorId)
    await recordIndexChange(tx, 'forum-post', postId)
    await logAction(tx, moderatorId, `${decision}-topic`, 'post', postId, reason)
    return 'done'
  })
}

/** Publishes or rejects a reply, keeping the topic's reply count and search document true. */
export async function decideReply(
  db: Database,
  moderatorId: number | null,
  commentId: number,
  decision: Decision,
  reason: string | null,
): Promise<'done' | 'missing'> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: forumComments.status, postId: forumComments.postId })
      .from(forumComments)
      .where(eq(forumComments.id, commentId))
    if (!before) return 'missing'
    const [reply] = await tx
      .update(forumComments)
      .set(
        decision === 'approve'
          ? { status: 'published', rejectionReason: null }
          : { status: 'rejected', rejectionReason: reason },
      )
      .where(eq(forumComments.id, commentId))
      .returning({ authorId: forumComments.authorId })
    const wasPublished = before.status === 'published'
    const isPublished = decision === 'approve'
    if (wasPublished !== isPublished)
      await tx
        .update(forumPosts)
        .set({ commentCount: sql`${forumPosts.commentCount} + ${isPublished ? 1 : -1}` })
        .where(eq(forumPosts.id, before.postId))
    if (isPublished) await trustAuthor(tx, reply?.authorId ?? null)
    await recordIndexChange(tx, 'forum-post', before.postId)
    await logAction(tx, moderatorId, `${decision}-reply`, 'comment', commentId, reason)
    return 'done'
  })
}

/** A member reports a published topic or reply. */
export async function flag(
  db: Database,
  reporterId: number,
  input: { postId: number; commentId: number | null; reason: string },
): Promise<'done' | 'missing'> {
  const [post] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, input.postId), eq(forumPosts.status, 'published')))
  if (!post) return 'missing'
  if (input.commentId !== null) {
    const [reply] = await db
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(and(eq(forumComments.id, input.commentId), eq(forumComments.postId, input.postId)))
    if (!reply) return 'missing'
  }
  await db.insert(forumFlags).values({ reporterId, ...input })
  return 'done'
}

export async function openFlags(db: Database) {
  return db
    .select({
      id: forumFlags.id,
      postId: forumFlags.postId,
      commentId: forumFlags.commentId,
      topicTitle: forumPosts.title,
      reason: forumFlags.reason,
      createdAt: forumFlags.createdAt,
    })
    .from(forumFlags)
    .innerJoin(forumPosts, eq(forumPosts.id, forumFlags.postId))
    .where(eq(forumFlags.status, 'open'))
    .orderBy(asc(forumFlags.createdAt))
    .limit(100)
}

export async function resolveFlag(
  db: Database,
  moderatorId: number,
  flagId: number,
  note: string | null,
): Promise<'done' | 'missing'> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(forumFlags)
      .set({ status: 'resolved' })
      .where(eq(forumFlags.id, flagId))
      .returning({ id: forumFlags.id })
    if (updated.length === 0) return 'missing'
    await logAction(tx, moderatorId, 'resolve-flag', 'flag', flagId, note)
    return 'done'
  })
}

/** Locks, pins or moves a topic. */
export async function setTopicState(
  db: Database,
  moderatorId: number,
  postId: number,
  change: { locked?: boolean; pinned?: boolean; categorySlug?: string },
): Promise<'done' | 'missing'> {
  return db.transaction(async (tx) => {
    let categoryId: number | undefined
    if (change.categorySlug !== undefined) {
      const [category] = await tx
        .select({ id: forumCategories.id })
        .from(forumCategories)
        .where(eq(forumCategories.slug, change.categorySlug))
      if (!category) return 'missing'
      categoryId = category.id
    }
    const updated = await tx
      .update(forumPosts)
      .set({
        ...(change.locked !== undefined ? { locked: change.locked } : {}),
        ...(change.pinned !== undefined ? { pinned: change.pinned } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
      })
      .where(eq(forumPosts.id, postId))
      .returning({ id: forumPosts.id })
    if (updated.length === 0) return 'missing'
    for (const [key, value] of Object.entries(change))
      await logAction(
        tx,
        moderatorId,
        `${key === 'categorySlug' ? 'move' : key}:${String(value)}`,
        'post',
        postId,
      )
    if (categoryId !== undefined) await recordIndexChange(tx, 'forum-post', postId)
    return 'done'
  })
}

/** Suspends (with the reason they are shown) or reinstates (reason null) a member. */
export async function setSuspension(
  db: Database,
  moderatorId: number,
  memberId: number,
  reason: string | null,
): Promise<'done' | 'missing'> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(members)
      .set({ suspendedAt: reason === null ? null : new Date(), suspensionReason: reason })
      .where(eq(members.id, memberId))
      .returning({ id: members.id })
    if (updated.length === 0) return 'missing'
    await logAction(
      tx,
      moderatorId,
      reason === null ? 'reinstate' : 'suspend',
      'member',
      memberId,
      reason,
    )
    return 'done'
  })
}

/** Members, newest first, for the desk's member list. */
export async function memberList(db: Database) {
  return db
    .select({
      id: members.id,
      displayName: members.displayName,
      role: members.role,
      suspendedAt: members.suspendedAt,
      suspensionReason: members.suspensionReason,
      createdAt: members.createdAt,
    })
    .from(members)
    .orderBy(desc(members.createdAt))
    .limit(200)
}

/** Earlier versions of a topic and its replies, newest first. */
export async function revisions(db: Database, postId: number) {
  return db
    .select({
      id: forumRevisions.id,
      commentId: forumRevisions.commentId,
      title: forumRevisions.title,
      body: forumRevisions.body,
      replacedAt: forumRevisions.replacedAt,
    })
    .from(forumRevisions)
    .where(eq(forumRevisions.postId, postId))
    .orderBy(desc(forumRevisions.replacedAt), desc(forumRevisions.id))
}

export async function auditLog(db: Database, limit: number) {
  return db
    .select({
      id: moderationLog.id,
      moderator: members.displayName,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(members, eq(members.id, moderationLog.moderatorId))
    .orderBy(desc(moderationLog.id))
    .limit(limit)
}
