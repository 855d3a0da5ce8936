// Community forum: categories, authors,
// posts (tags as a text array), comments, and one row per visitor and day for view counting.
import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { members } from './accounts.ts'

/** The spec's eight category icons (lucide names) and colours; first of each is the default. */
export const FORUM_ICONS = [
  'MessageSquare',
  'Code',
  'Users',
  'Star',
  'Package',
  'Shield',
  'GraduationCap',
  'Calendar',
] as const
export const FORUM_COLORS = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'yellow',
  'indigo',
  'pink',
] as const
export type ForumIcon = (typeof FORUM_ICONS)[number]
export type ForumColor = (typeof FORUM_COLORS)[number]

/** 'rejected': a moderator turned the post down (kept, never listed or indexed). */
export const POST_STATUSES = ['published', 'pending', 'rejected'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const forumCategories = pgTable('forum_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').$type<ForumIcon>().notNull().default('MessageSquare'),
  color: text('color').$type<ForumColor>().notNull().default('blue'),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const forumAuthors = pgTable('forum_authors', {
  id: serial('id').primaryKey(),
  /** Stable key of seeded authors (idempotent seed); null for visitors who posted. */
  handle: text('handle').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /** Only kept for moderation of visitor posts; never returned by the API. */
  email: text('email'),
  /**
   * The member who writes as this author (their display name is kept in firstName). Deleting
   * the member deletes this row, and their posts and comments stay as 'Anonymous'.
   */
  memberId: integer('member_id')
    .unique()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => forumAuthors.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<PostStatus>().notNull().default('pending'),
    viewCount: integer('view_count').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_posts_status_created_idx').on(table.status, table.createdAt),
    index('forum_posts_category_created_idx').on(table.categoryId, table.createdAt),
    index('forum_posts_author_idx').on(table.authorId),
    index('forum_posts_tags_idx').using('gin', table.tags),
  ],
)

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => forumAuthors.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_comments_post_created_idx').on(table.postId, table.createdAt),
    index('forum_comments_author_idx').on(table.authorId),
  ],
)

/** One row per post, visitor (hashed IP + user agent) and UTC day: a view counts once a day. */
export const forumPostViews = pgTable(
  'forum_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.visitor, table.day] })],
)
