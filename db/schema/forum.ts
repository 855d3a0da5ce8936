// Community forum: categories, authors,
// posts (tags as a text array), comments, and one row per visitor and day for view counting.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  type AnyPgColumn,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The moderator's reason when rejected, shown to the author. */
    rejectionReason: text('rejection_reason'),
    /** Locked: no new replies. Pinned: listed first in its category. */
    locked: boolean('locked').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    /** The reply the topic's author marked as the answer. */
    acceptedCommentId: integer('accepted_comment_id').references(
      (): AnyPgColumn => forumComments.id,
      { onDelete: 'set null' },
    ),
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
    /** One level of threading: a reply to a top-level reply (never to a nested one). */
    parentId: integer('parent_id').references((): AnyPgColumn => forumComments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    status: text('status').$type<PostStatus>().notNull().default('published'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('forum_comments_post_created_idx').on(table.postId, table.createdAt),
    index('forum_comments_status_idx').on(table.status),
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

/** Earlier versions of an edited topic or reply, for moderators. */
export const forumRevisions = pgTable(
  'forum_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** Null: the topic itself was edited. */
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    /** When this version was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forum_revisions_post_idx').on(table.postId, table.commentId)],
)

export const REACTION_KINDS = ['helpful', 'thanks'] as const
export type ReactionKind = (typeof REACTION_KINDS)[number]

/** A member's reaction to a topic (commentId null) or a reply; one of each kind per member. */
export const forumReactions = pgTable(
  'forum_reactions',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReactionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('forum_reactions_once_idx').on(
      table.memberId,
      table.postId,
      sql`coalesce(${table.commentId}, 0)`,
      table.kind,
    ),
    index('forum_reactions_post_idx').on(table.postId),
  ],
)

/** A member follows a topic; lastReadAt marks what they have seen. */
export const forumFollows = pgTable(
  'forum_follows',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.postId] })],
)

export const FLAG_STATUSES = ['open', 'resolved'] as const
export type FlagStatus = (typeof FLAG_STATUSES)[number]

/** A member's report of a topic or reply for moderators to look at. */
export const forumFlags = pgTable(
  'forum_flags',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').references(() => members.id, { onDelete: 'set null' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<FlagStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forum_flags_status_idx').on(table.status, table.createdAt)],
)

/** Every moderator action, who took it, on what, and why. Rows are never updated. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial('id').primaryKey(),
    /** Null when an administrator acted through the admin token. */
    moderatorId: integer('moderator_id').references(() => members.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').$type<'post' | 'comment' | 'member' | 'flag'>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_log_created_idx').on(table.createdAt)],
)
