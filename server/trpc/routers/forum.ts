// Forum procedures (issue 7): the spec's three lists plus what the linked pages need, visitor
// posting (pending until approved) and admin approval.
import { createHash, timingSafeEqual } from 'node:crypto'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import {
  FORUM_MIN_FILL_MS,
  forumSearchSchema,
  newPostSchema,
  parseTags,
} from '../../../src/lib/validation/forum.ts'
import * as store from '../../stores/forum.ts'
import type { Context } from '../context.ts'
import { publicProcedure, router } from '../init.ts'

export const FORUM_PAGE_SIZE = 10

const page = z.number().int().min(1).max(10_000).default(1)
const postId = z.number().int().positive().max(2_147_483_647)

function requireAdmin(ctx: Context): void {
  const token = ctx.env.ADMIN_TOKEN
  if (!token) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' })
  const expected = Buffer.from(`Bearer ${token}`)
  const given = Buffer.from(ctx.request.authorization ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Admin token required' })
}

/** A visitor is a hash of IP and user agent: enough to count a view once a day, nothing kept. */
function visitorKey(ctx: Context): string {
  return createHash('sha256').update(`${ctx.request.ip}|${ctx.request.userAgent}`).digest('hex')
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = name, ...rest] = name.split(/\s+/)
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : null }
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

  post: publicProcedure.input(z.object({ id: postId })).query(async ({ ctx, input }) => {
    const post = await store.postById(ctx.db.db, input.id)
    if (!post) return null
    const counted = await store.recordView(ctx.db.db, input.id, visitorKey(ctx))
    return counted ? { ...post, viewCount: post.viewCount + 1 } : post
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

  stats: publicProcedure.query(({ ctx }) => store.forumStats(ctx.db.db)),

  search: publicProcedure
    .input(forumSearchSchema)
    .query(({ ctx, input }) => store.searchPosts(ctx.db.db, input.q, 20)),

  createPost: publicProcedure.input(newPostSchema).mutation(async ({ ctx, input }) => {
    if (input.website) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Submission rejected' })
    if (Date.now() - input.startedAt < FORUM_MIN_FILL_MS)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'That was quick! Please take a moment to review your post, then send it again.',
      })
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

  approvePost: publicProcedure.input(z.object({ id: postId })).mutation(async ({ ctx, input }) => {
    requireAdmin(ctx)
    const result = await store.approvePost(ctx.db.db, input.id)
    if (result === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'No such post' })
    return { id: input.id, status: 'published' as const, changed: result === 'approved' }
  }),
})
