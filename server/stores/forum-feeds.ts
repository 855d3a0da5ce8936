// Forum reads for the sitemap and the Atom feed: published posts only, newest first, with the
// time each last changed (its newest comment, or its publication).
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { forumAuthors, forumCategories, forumPosts } from '../../db/schema/forum.ts'

const lastActivity =
  sql<Date>`greatest(${forumPosts.createdAt}, coalesce((select max(c.created_at) from forum_comments c where c.post_id = ${forumPosts.id}), ${forumPosts.createdAt}))`.mapWith(
    (value: string | Date) => new Date(value),
  )

/** Every published post's id and last change, for the sitemap. */
export function publishedPostDates(db: Database, limit: number) {
  return db
    .select({ id: forumPosts.id, updatedAt: lastActivity })
    .from(forumPosts)
    .where(eq(forumPosts.status, 'published'))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
}

/** The newest published posts with what a feed entry shows. */
export function feedPosts(db: Database, limit: number) {
  return db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      body: forumPosts.body,
      createdAt: forumPosts.createdAt,
      updatedAt: lastActivity,
      firstName: forumAuthors.firstName,
      lastName: forumAuthors.lastName,
      categoryName: forumCategories.name,
    })
    .from(forumPosts)
    .innerJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .leftJoin(forumAuthors, eq(forumAuthors.id, forumPosts.authorId))
    .where(eq(forumPosts.status, 'published'))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
}

/** Each category's slug and the time of its newest published post (null when it has none). */
export function categoryDates(db: Database) {
  return db
    .select({
      slug: forumCategories.slug,
      updatedAt:
        sql<Date | null>`(select max(p.created_at) from forum_posts p where p.category_id = ${forumCategories.id} and p.status = 'published')`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(forumCategories)
    .orderBy(forumCategories.sortOrder, forumCategories.id)
}
