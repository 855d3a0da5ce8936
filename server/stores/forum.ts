// Forum storage: the only module that reads or writes the forum tables. Lists only ever show
// published posts; pending posts (visitor submissions) stay invisible until approved.
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members } from '../../db/schema/accounts.ts'
import {
  forumAuthors,
  forumCategories,
  forumComments,
  forumPosts,
  forumPostViews,
} from '../../db/schema/forum.ts'
import { recordIndexChange } from './search-outbox.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const WEEK_MS = 7 * DAY_MS

const published = eq(forumPosts.status, 'published')
const publishedComment = eq(forumComments.status, 'published')

/** Distinct authors who wrote a published post or a comment on one (optionally filtered). */
function participantsSql(postFilter: SQL, since?: Date): SQL<number> {
  const postSince = since ? sql`and p.created_at >= ${since.toISOString()}` : sql``
  const commentSince = since ? sql`and cm.created_at >= ${since.toISOString()}` : sql``
  return sql<number>`(select count(distinct x.author_id) from (
      select p.author_id from forum_posts p where p.status = 'published' and ${postFilter} ${postSince}
      union all
      select cm.author_id from forum_comments cm join forum_posts p on p.id = cm.post_id
        where p.status = 'published' and cm.status = 'published' and ${postFilter} ${commentSince}
    ) x where x.author_id is not null)`
}

const categoryColumns = {
  id: forumCategories.id,
  slug: forumCategories.slug,
  name: forumCategories.name,
  description: forumCategories.description,
  icon: forumCategories.icon,
  color: forumCategories.color,
  postCount:
    sql<number>`(select count(*) from forum_posts p where p.category_id = forum_categories.id and p.status = 'published')`.mapWith(
      Number,
    ),
  memberCount: participantsSql(sql`p.category_id = forum_categories.id`).mapWith(Number),
}

export type ForumCategory = Awaited<ReturnType<typeof listCategories>>[number]

export async function listCategories(db: Database) {
  return db
    .select(categoryColumns)
    .from(forumCategories)
    .orderBy(asc(forumCategories.sortOrder), asc(forumCategories.id))
}

const postColumns = {
  id: forumPosts.id,
  title: forumPosts.title,
  tags: forumPosts.tags,
  createdAt: forumPosts.createdAt,
  viewCount: forumPosts.viewCount,
  upvotes: forumPosts.upvotes,
  commentCount: forumPosts.commentCount,
  authorId: forumAuthors.id,
  firstName: forumAuthors.firstName,
  lastName: forumAuthors.lastName,
  profileImageUrl: forumAuthors.profileImageUrl,
  categorySlug: forumCategories.slug,
  categoryName: forumCategories.name,
  categoryColor: forumCategories.color,
}

type PostRow = {
  [K in keyof typeof postColumns]: (typeof postColumns)[K]['_']['data'] | null
}

/** A post as the API returns it: author is null when the author is missing ('Anonymous'). */
function toPost(row: PostRow & { id: number; title: string; createdAt: Date }) {
  return {
    id: row.id,
    title: row.title,
    tags: row.tags ?? [],
    createdAt: row.createdAt,
    viewCount: row.viewCount ?? 0,
    upvotes: row.upvotes ?? 0,
    commentCount: row.commentCount ?? 0,
    author:
      row.authorId === null
        ? null
        : {
            firstName: row.firstName,
            lastName: row.lastName,
            profileImageUrl: row.profileImageUrl,
          },
    category: {
      slug: row.categorySlug ?? '',
      name: row.categoryName ?? '',
      color: row.categoryColor ?? 'blue',
    },
  }
}

export type ForumPostSummary = ReturnType<typeof toPost>

function selectPosts(db: Database) {
  return db
    .select(postColumns)
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .leftJoin(forumAuthors, eq(forumAuthors.id, forumPosts.authorId))
}

export async function recentPosts(db: Database, limit: number): Promise<ForumPostSummary[]> {
  const rows = await selectPosts(db)
    .where(published)
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
  return rows.map(toPost)
}

/**
 * Engagement score of a post from the last seven days:
 *   (views / 10 + 2 × upvotes + 3 × comments) / (age in hours + 2) ^ 1.5
 * Comments weigh most (someone took the time to answer), views least (cheap); the age term
 * (as in Hacker News ranking) lets a fresh, active discussion overtake an older popular one.
 */
export function trendingScoreSql(now: Date): SQL<number> {
  const ageHours = sql`(extract(epoch from (${now.toISOString()}::timestamptz - ${forumPosts.createdAt})) / 3600.0)`
  return sql<number>`((${forumPosts.viewCount} / 10.0 + 2 * ${forumPosts.upvotes} + 3 * ${forumPosts.commentCount}) / power(greatest(${ageHours}, 0) + 2, 1.5))`
}

export async function trendingPosts(
  db: Database,
  limit: number,
  now = new Date(),
): Promise<ForumPostSummary[]> {
  const rows = await selectPosts(db)
    .where(and(published, gte(forumPosts.createdAt, new Date(now.getTime() - WEEK_MS))))
    .orderBy(desc(trendingScoreSql(now)), desc(forumPosts.id))
    .limit(limit)
  return rows.map(toPost)
}

export interface Page<T> {
  total: number
  items: T[]
}

async function pagedPosts(
  db: Database,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<Page<ForumPostSummary>> {
  const condition = and(published, where)
  const [totalRow] = await db.select({ total: count() }).from(forumPosts).where(condition)
  const rows = await selectPosts(db)
    .where(condition)
    .orderBy(desc(forumPosts.pinned), desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { total: totalRow?.total ?? 0, items: rows.map(toPost) }
}

export async function categoryWithPosts(
  db: Database,
  slug: string,
  page: number,
  pageSize: number,
) {
  const [category] = await db
    .select(categoryColumns)
    .from(forumCategories)
    .where(eq(forumCategories.slug, slug))
  if (!category) return null
  const posts = await pagedPosts(db, eq(forumPosts.categoryId, category.id), page, pageSize)
  return { category, posts }
}

export async function postsByTag(db: Database, tag: string, page: number, pageSize: number) {
  return pagedPosts(db, arrayContains(forumPosts.tags, [tag]), page, pageSize)
}

export async function postById(db: Database, id: number) {
  const [row] = await selectPosts(db)
    .where(and(published, eq(forumPosts.id, id)))
    .limit(1)
  if (!row) return null
  const [bodyRow] = await db
    .select({
      body: forumPosts.body,
      editedAt: forumPosts.editedAt,
      locked: forumPosts.locked,
      pinned: forumPosts.pinned,
      acceptedCommentId: forumPosts.acceptedCommentId,
    })
    .from(forumPosts)
    .where(eq(forumPosts.id, id))
  const comments = await db
    .select({
      id: forumComments.id,
      parentId: forumComments.parentId,
      body: forumComments.body,
      createdAt: forumComments.createdAt,
      editedAt: forumComments.editedAt,
      authorId: forumAuthors.id,
      firstName: forumAuthors.firstName,
      lastName: forumAuthors.lastName,
      profileImageUrl: forumAuthors.profileImageUrl,
    })
    .from(forumComments)
    .leftJoin(forumAuthors, eq(forumAuthors.id, forumComments.authorId))
    .where(and(eq(forumComments.postId, id), publishedComment))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
  return {
    ...toPost(row),
    body: bodyRow?.body ?? '',
    editedAt: bodyRow?.editedAt ?? null,
    locked: bodyRow?.locked ?? false,
    pinned: bodyRow?.pinned ?? false,
    acceptedCommentId: bodyRow?.acceptedCommentId ?? null,
    comments: comments.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      body: c.body,
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      author:
        c.authorId === null
          ? null
          : { firstName: c.firstName, lastName: c.lastName, profileImageUrl: c.profileImageUrl },
    })),
  }
}

/** Counts a view once per post, visitor and UTC day. Returns true when it was counted. */
export async function recordView(
  db: Database,
  postId: number,
  visitor: string,
  now = new Date(),
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10)
  const inserted = await db
    .insert(forumPostViews)
    .values({ postId, visitor, day })
    .onConflictDoNothing()
    .returning({ postId: forumPostViews.postId })
  if (inserted.length === 0) return false
  await db
    .update(forumPosts)
    .set({ viewCount: sql`${forumPosts.viewCount} + 1` })
    .where(eq(forumPosts.id, postId))
  return true
}

export async function tagCounts(db: Database) {
  const rows = await db
    .select({
      tag: sql<string>`t.tag`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sql`forum_posts p cross join lateral unnest(p.tags) as t(tag)`)
    .where(sql`p.status = 'published'`)
    .groupBy(sql`t.tag`)
    .orderBy(sql`count(*) desc`, sql`t.tag`)
  return rows
}

/** An author's published topics, published replies and latest published activity. */
const postCount = sql<number>`(select count(*) from forum_posts p where p.author_id = forum_authors.id and p.status = 'published')`
const commentCount = sql<number>`(select count(*) from forum_comments cm join forum_posts p on p.id = cm.post_id where cm.author_id = forum_authors.id and p.status = 'published' and cm.status = 'published')`
const lastActive = sql<string | null>`greatest(
    (select max(p.created_at) from forum_posts p where p.author_id = forum_authors.id and p.status = 'published'),
    (select max(cm.created_at) from forum_comments cm join forum_posts p on p.id = cm.post_id where cm.author_id = forum_authors.id and p.status = 'published' and cm.status = 'published'))`

export async function listMembers(db: Database, limit: number) {
  const rows = await db
    .select({
      id: forumAuthors.id,
      firstName: forumAuthors.firstName,
      lastName: forumAuthors.lastName,
      profileImageUrl: forumAuthors.profileImageUrl,
      postCount: postCount.mapWith(Number),
      commentCount: commentCount.mapWith(Number),
      lastActive,
    })
    .from(forumAuthors)
    .where(sql`(${postCount}) + (${commentCount}) > 0`)
    .orderBy(sql`(${postCount}) desc`, sql`(${commentCount}) desc`, asc(forumAuthors.id))
    .limit(limit)
  return rows.map((row) => ({
    ...row,
    lastActive: row.lastActive ? new Date(row.lastActive) : null,
  }))
}

/**
 * One participant's public page: name, avatar, bio (members write one), when they joined and
 * were last active, their counts, and their published topics, newest first. Null for an author
 * with nothing published: a visitor whose post still waits for review has no public page.
 */
export async function memberProfile(db: Database, id: number, page: number, pageSize: number) {
  const [author] = await db
    .select({
      id: forumAuthors.id,
      firstName: forumAuthors.firstName,
      lastName: forumAuthors.lastName,
      profileImageUrl: forumAuthors.profileImageUrl,
      bio: sql<string>`coalesce(${members.bio}, '')`,
      joined: sql<string>`coalesce(${members.createdAt}, ${forumAuthors.createdAt})`,
      postCount: postCount.mapWith(Number),
      commentCount: commentCount.mapWith(Number),
      lastActive,
    })
    .from(forumAuthors)
    .leftJoin(members, eq(members.id, forumAuthors.memberId))
    .where(eq(forumAuthors.id, id))
  if (!author || author.postCount + author.commentCount === 0) return null
  const posts = await pagedPosts(db, eq(forumPosts.authorId, id), page, pageSize)
  return {
    ...author,
    joined: new Date(author.joined),
    lastActive: author.lastActive ? new Date(author.lastActive) : null,
    posts,
  }
}

export async function forumStats(db: Database, now = new Date()) {
  const everything = sql`true`
  const [row] = await db
    .select({
      members: participantsSql(everything).mapWith(Number),
      posts: sql<number>`(select count(*) from forum_posts p where p.status = 'published')`.mapWith(
        Number,
      ),
      activeToday: participantsSql(everything, new Date(now.getTime() - DAY_MS)).mapWith(Number),
      newThisWeek:
        sql<number>`(select count(*) from forum_posts p where p.status = 'published' and p.created_at >= ${new Date(now.getTime() - WEEK_MS).toISOString()})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`)
  return row ?? { members: 0, posts: 0, activeToday: 0, newThisWeek: 0 }
}

/** Case-insensitive search over titles, bodies, tags and author names of published posts. */
export async function searchPosts(db: Database, q: string, limit: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const rows = await selectPosts(db)
    .where(
      and(
        published,
        or(
          ilike(forumPosts.title, pattern),
          ilike(forumPosts.body, pattern),
          sql`array_to_string(${forumPosts.tags}, ' ') ilike ${pattern}`,
          sql`concat_ws(' ', ${forumAuthors.firstName}, ${forumAuthors.lastName}) ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
  return rows.map(toPost)
}

export interface NewForumPost {
  firstName: string
  lastName: string | null
  email: string
  categorySlug: string
  title: string
  body: string
  tags: string[]
}

/** Stores a visitor post as pending; null when the category does not exist. */
export async function createPendingPost(db: Database, input: NewForumPost) {
  const [category] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.slug, input.categorySlug))
  if (!category) return null
  return db.transaction(async (tx) => {
    const [author] = await tx
      .insert(forumAuthors)
      .values({ firstName: input.firstName, lastName: input.lastName, email: input.email })
      .returning({ id: forumAuthors.id })
    const [post] = await tx
      .insert(forumPosts)
      .values({
        categoryId: category.id,
        authorId: author?.id ?? null,
        title: input.title,
        body: input.body,
        tags: input.tags,
        status: 'pending',
      })
      .returning({ id: forumPosts.id, status: forumPosts.status })
    if (!post) throw new Error('insert returned no row')
    return post
  })
}

/**
 * Publishes a pending (or rejected) post. 'missing' when no such post exists. The search outbox
 * row is written in the same transaction, so the index can never miss the change.
 */
export async function approvePost(
  db: Database,
  id: number,
): Promise<'approved' | 'already-published' | 'missing'> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(forumPosts)
      .set({ status: 'published', createdAt: new Date(), rejectionReason: null })
      .where(and(eq(forumPosts.id, id), sql`${forumPosts.status} <> 'published'`))
      .returning({ id: forumPosts.id, authorId: forumPosts.authorId })
    const [approved] = updated
    if (approved) {
      await trustAuthor(tx, approved.authorId)
      await recordIndexChange(tx, 'forum-post', id)
      return 'approved'
    }
    return (await postExists(tx, id)) ? 'already-published' : 'missing'
  })
}

/** Turns a post down (pending or published): it leaves every list and the search index. */
export async function rejectPost(
  db: Database,
  id: number,
): Promise<'rejected' | 'already-rejected' | 'missing'> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(forumPosts)
      .set({ status: 'rejected' })
      .where(and(eq(forumPosts.id, id), sql`${forumPosts.status} <> 'rejected'`))
      .returning({ id: forumPosts.id })
    if (updated.length > 0) {
      await recordIndexChange(tx, 'forum-post', id)
      return 'rejected'
    }
    return (await postExists(tx, id)) ? 'already-rejected' : 'missing'
  })
}

/** Deletes a post with its comments and views. False when no such post exists. */
export async function deletePost(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(forumPosts)
      .where(eq(forumPosts.id, id))
      .returning({ id: forumPosts.id })
    if (deleted.length === 0) return false
    await recordIndexChange(tx, 'forum-post', id)
    return true
  })
}

export interface ForumPostEdit {
  title?: string
  body?: string
  tags?: string[]
  categorySlug?: string
}

/** Changes a post's text, tags or category. 'missing': no such post or category. */
export async function editPost(
  db: Database,
  id: number,
  edit: ForumPostEdit,
): Promise<'edited' | 'missing'> {
  return db.transaction(async (tx) => {
    let categoryId: number | undefined
    if (edit.categorySlug !== undefined) {
      const [category] = await tx
        .select({ id: forumCategories.id })
        .from(forumCategories)
        .where(eq(forumCategories.slug, edit.categorySlug))
      if (!category) return 'missing'
      categoryId = category.id
    }
    const updated = await tx
      .update(forumPosts)
      .set({
        ...(edit.title !== undefined ? { title: edit.title } : {}),
        ...(edit.body !== undefined ? { body: edit.body } : {}),
        ...(edit.tags !== undefined ? { tags: edit.tags } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
      })
      .where(eq(forumPosts.id, id))
      .returning({ id: forumPosts.id })
    if (updated.length === 0) return 'missing'
    await recordIndexChange(tx, 'forum-post', id)
    return 'edited'
  })
}

/** A member whose post a moderator approved publishes at once from then on. */
export async function trustAuthor(tx: Database, authorId: number | null): Promise<void> {
  if (authorId === null) return
  await tx.execute(
    sql`update members set trusted = true where id = (select member_id from forum_authors where id = ${authorId})`,
  )
}

async function postExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, id))
  return row !== undefined
}

/** What the search index holds of a published post. */
export interface IndexablePost {
  id: number
  title: string
  body: string
  tags: string[]
  categoryName: string
  comments: string[]
}

/** Published posts (all, or those of `ids`), with their category's name and comment bodies. */
export async function indexablePosts(db: Database, ids?: number[]): Promise<IndexablePost[]> {
  if (ids?.length === 0) return []
  const where = ids ? and(published, inArray(forumPosts.id, ids)) : published
  const posts = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      body: forumPosts.body,
      tags: forumPosts.tags,
      categoryName: forumCategories.name,
    })
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .where(where)
    .orderBy(asc(forumPosts.id))
  if (posts.length === 0) return []
  const comments = await db
    .select({ postId: forumComments.postId, body: forumComments.body })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(and(where, publishedComment))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id))
  const byPost = new Map<number, string[]>()
  for (const comment of comments) {
    const list = byPost.get(comment.postId) ?? []
    list.push(comment.body)
    byPost.set(comment.postId, list)
  }
  return posts.map((post) => ({ ...post, comments: byPost.get(post.id) ?? [] }))
}

/** Every category with the titles of its published posts (newest first) and their count. */
export async function indexableCategories(db: Database) {
  const categories = await listCategories(db)
  const titles = await db
    .select({ categoryId: forumPosts.categoryId, title: forumPosts.title })
    .from(forumPosts)
    .where(published)
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    postCount: category.postCount,
    postTitles: titles.filter((t) => t.categoryId === category.id).map((t) => t.title),
  }))
}

export type IndexableCategory = Awaited<ReturnType<typeof indexableCategories>>[number]
