// Writes the forum starter content. Idempotent: rows are keyed by category id/slug, author
// handle and post id, and comments are only written together with a post that was newly
// inserted, so running the seed again changes nothing (and never shifts dates).
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { forumAuthors, forumCategories, forumComments, forumPosts } from '../db/schema/forum.ts'
import { seedAuthors, seedCategories } from './forum-data.ts'
import { seedPosts } from './forum-posts.ts'

const HOUR_MS = 3_600_000

export async function seedForum(db: Database, now = new Date()): Promise<{ posts: number }> {
  await db
    .insert(forumCategories)
    .values(seedCategories.map((category, index) => ({ ...category, sortOrder: index })))
    .onConflictDoNothing()
  await db
    .insert(forumAuthors)
    .values(seedAuthors.map((author) => ({ ...author, profileImageUrl: null })))
    .onConflictDoNothing({ target: forumAuthors.handle })

  const authorRows = await db
    .select({ id: forumAuthors.id, handle: forumAuthors.handle })
    .from(forumAuthors)
    .where(
      inArray(
        forumAuthors.handle,
        seedAuthors.map((a) => a.handle),
      ),
    )
  const authorId = new Map(authorRows.map((row) => [row.handle, row.id]))
  const categoryId = new Map(seedCategories.map((category) => [category.slug, category.id]))
  const idOf = (handle: string | null) => (handle ? (authorId.get(handle) ?? null) : null)
  const at = (ageHours: number) => new Date(now.getTime() - ageHours * HOUR_MS)

  const inserted = await db
    .insert(forumPosts)
    .values(
      seedPosts.map((post) => ({
        id: post.id,
        categoryId: categoryId.get(post.category) ?? 1,
        authorId: idOf(post.author),
        title: post.title,
        body: post.body,
        tags: post.tags,
        status: 'published' as const,
        viewCount: post.views,
        upvotes: post.upvotes,
        commentCount: post.comments.length,
        createdAt: at(post.ageHours),
      })),
    )
    .onConflictDoNothing({ target: forumPosts.id })
    .returning({ id: forumPosts.id })

  const newIds = new Set(inserted.map((row) => row.id))
  const comments = seedPosts
    .filter((post) => newIds.has(post.id))
    .flatMap((post) =>
      post.comments.map((comment) => ({
        postId: post.id,
        authorId: idOf(comment.author),
        body: comment.body,
        createdAt: at(Math.max(post.ageHours - comment.afterHours, 0)),
      })),
    )
  if (comments.length > 0) await db.insert(forumComments).values(comments)

  // Explicit ids do not advance the serial sequences; move them past the seeded rows.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('forum_posts', 'id'), (select coalesce(max(id), 1) from forum_posts))`,
  )
  await db.execute(
    sql`select setval(pg_get_serial_sequence('forum_categories', 'id'), (select coalesce(max(id), 1) from forum_categories))`,
  )
  return { posts: inserted.length }
}
