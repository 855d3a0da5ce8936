// Forum procedures: the home page's lists plus what the linked pages need, visitor posting
// (pending until approved) and admin moderation (approve, reject, edit, delete).
import { createHash, randomInt } from 'node:crypto'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import {
  FORUM_MIN_FILL_MS,
  forumSearchSchema,
  newPostSchema,
  parseTags,
} from '../../../src/lib/validation/forum.ts'
import type { ReactionKind } from '../../../db/schema/forum.ts'
import { renderMarkdown } from '../../forum/markdown.ts'
import * as store from '../../stores/forum.ts'
import { reactionCounts } from '../../stores/forum-participation.ts'
import { adminProcedure } from '../admin.ts'
import type { Context } from '../context.ts'
import { publicProcedure, router } from '../init.ts'
import { logTrapped, sprungTrap } from '../spam-trap.ts'

export const FORUM_PAGE_SIZE = 10

const page = z.number().int().min(1).max(10_000).default(1)
/** The largest id a serial column hands out. */
const SERIAL_ID_MAX = 2_147_483_647
const recordId = z.number().int().positive().max(SERIAL_ID_MAX)

/** A visitor is a hash of IP and user agent: enough to count a view once a day, nothing kept. */
function visitorKey(ctx: Context): string {
  return createHash('sha256').update(`${ctx.request.ip}|${ctx.request.userAgent}`).digest('hex')
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = name, ...rest] = name.split(/\s+/)
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null }
}

type ReactionTally = Record<ReactionKind, number>

/** Reaction counts of the topic ("post") and of each reply (by id). */
async function reactionsOf(ctx: Context, id: number) {
  const tally = (): ReactionTally => ({ helpful: 0, thanks: 0 })
  const result = { post: tally(), byComment: {} as Record<number, ReactionTally> }
  for (const row of await reactionCounts(ctx.db.db, id)) {
    const target =
      row.commentId === null ? result.post : (result.byComment[row.commentId] ??= tally())
    target[row.kind] = row.n
  }
  return result
}

export const forumRouter = router({
  categories: publicProcedure.query(({ ctx }) => store.listCategories(ctx.db.db)),

  recent: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(50).default(20) }).default({ limit: 20 }))
    .query(({ ctx, input }) => store.recentPosts(ctx.db.db, input.limit)),

  trending: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(20).default(10) }).default({ limit: 10 }))
    .query(({ ctx, input }) => store.trendingPosts(ctx.db.db, input.limit)),

  category: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(100), page }))
    .query(async ({ ctx, input }) => {
      const result = await store.categoryWithPosts(
        ctx.db.db,
        input.slug,
        input.page,
        FORUM_PAGE_SIZE,
      )
      // null, not NOT_FOUND: the page shows its not-found state without a failed request in the
      // browser console; the REST adapter answers 404.
      return result ? { ...result, pageSize: FORUM_PAGE_SIZE } : null
    }),

  post: publicProcedure.input(z.object({ id: recordId })).query(async ({ ctx, input }) => {
    const found = await store.postById(ctx.db.db, input.id)
    if (!found) return null
    const counted = await store.recordView(ctx.db.db, input.id, visitorKey(ctx))
    const post = counted ? { ...found, viewCount: found.viewCount + 1 } : found
    return {
      ...post,
      bodyHtml: renderMarkdown(post.body),
      comments: post.comments.map((comment) => ({
        ...comment,
        bodyHtml: renderMarkdown(comment.body),
      })),
      reactions: await reactionsOf(ctx, input.id),
    }
  }),

  tags: publicProcedure.query(({ ctx }) => store.tagCounts(ctx.db.db)),

  byTag: publicProcedure
    .input(z.object({ tag: z.string().trim().min(1).max(60), page }))
    .query(async ({ ctx, input }) => ({
      tag: input.tag,
      pageSize: FORUM_PAGE_SIZE,
      ...(await store.postsByTag(ctx.db.db, input.tag, input.page, FORUM_PAGE_SIZE)),
    })),

  members: publicProcedure.query(({ ctx }) => store.listMembers(ctx.db.db, 200)),

  /** A participant's public page; null when nobody with that id has published anything. */
  member: publicProcedure.input(z.object({ id: recordId, page })).query(async ({ ctx, input }) => {
    const profile = await store.memberProfile(ctx.db.db, input.id, input.page, FORUM_PAGE_SIZE)
    return profile ? { ...profile, pageSize: FORUM_PAGE_SIZE } : null
  }),

  stats: publicProcedure.query(({ ctx }) => store.forumStats(ctx.db.db)),

  search: publicProcedure
    .input(forumSearchSchema)
    .query(({ ctx, input }) => store.searchPosts(ctx.db.db, input.q, 20)),

  createPost: publicProcedure.input(newPostSchema).mutation(async ({ ctx, input }) => {
    const trap = sprungTrap(input, { minFillMs: FORUM_MIN_FILL_MS })
    if (trap) {
      logTrapped(ctx.logger, 'forum', trap)
      // Pending posts are not readable, so this id answers 404 exactly like a real new one.
      return { id: randomInt(1, SERIAL_ID_MAX), status: 'pending' as const }
    }
    const post = await store.createPendingPost(ctx.db.db, {
      ...splitName(input.name),
      email: input.email,
      categorySlug: input.category,
      title: input.title,
      body: input.body,
      tags: parseTags(input.tags),
    })
    if (!post)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose one of the forum categories' })
    ctx.logger.info({ postId: post.id }, 'forum post awaiting review')
    return post
  }),

  approvePost: adminProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    const result = await store.approvePost(ctx.db.db, input.id)
    if (result === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' })
    return { id: input.id, status: 'published' as const, changed: result === 'approved' }
  }),

  rejectPost: adminProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    const result = await store.rejectPost(ctx.db.db, input.id)
    if (result === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' })
    return { id: input.id, status: 'rejected' as const, changed: result === 'rejected' }
  }),

  deletePost: adminProcedure.input(z.object({ id: recordId })).mutation(async ({ ctx, input }) => {
    if (!(await store.deletePost(ctx.db.db, input.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' })
    return { id: input.id, deleted: true as const }
  }),

  editPost: adminProcedure
    .input(
      newPostSchema
        .pick({ title: true, body: true, tags: true, category: true })
        .partial()
        .extend({ id: recordId }),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await store.editPost(ctx.db.db, input.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.tags !== undefined ? { tags: parseTags(input.tags) } : {}),
        ...(input.category !== undefined ? { categorySlug: input.category } : {}),
      })
      if (result === 'missing')
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post or category' })
      return { id: input.id, edited: true as const }
    }),
})
