// Members taking part in discussions: new topics and replies (a new member's first posts wait
// for a moderator), edits of their own writing within 24 hours, reactions, the accepted
// answer, following a topic and its unread replies. Every write needs a participant (signed
// in, not suspended); refusals are 403 (someone else's post), 404 (nothing there) or 409.
import { TRPCError } from '@trpc/server'
import { randomInt } from 'node:crypto'
import { z } from 'zod'
import { REACTION_KINDS } from '../../../db/schema/forum.ts'
import {
  FORUM_MIN_FILL_MS,
  memberTopicSchema,
  newPostSchema,
  parseTags,
  replyBodySchema,
  replySchema,
} from '../../../src/lib/validation/forum.ts'
import * as participation from '../../stores/forum-participation.ts'
import { router } from '../init.ts'
import { memberProcedure, participantProcedure, sessionProcedure } from '../member.ts'
import { logTrapped, sprungTrap } from '../spam-trap.ts'

const id = z.number().int().positive().max(2_147_483_647)

/** A refusal from the store as the client sees it. */
function refuse(refusal: participation.WriteRefusal): never {
  const answers: Record<participation.WriteRefusal, [TRPCError['code'], string]> = {
    missing: ['NOT_FOUND', 'This discussion or reply does not exist.'],
    forbidden: ['FORBIDDEN', 'You can only change your own posts.'],
    'too-late': ['CONFLICT', 'Posts can be edited for 24 hours after they are written.'],
    locked: ['CONFLICT', 'This discussion is locked: it takes no new replies.'],
    'bad-parent': ['BAD_REQUEST', 'Replies can answer the topic or a top-level reply.'],
  }
  const [code, message] = answers[refusal]
  throw new TRPCError({ code, message })
}

/** A sprung spam trap is answered like an accepted post (pending), and nothing is stored. */
function trapped(ctx: { logger: Parameters<typeof logTrapped>[0] }, input: object, form: string) {
  const trap = sprungTrap(input, { minFillMs: FORUM_MIN_FILL_MS })
  if (!trap) return null
  logTrapped(ctx.logger, form, trap)
  return { id: randomInt(1, 2_147_483_647), status: 'pending' as const }
}

/** The per-account posting limit (the per-address one is the write limiter in front). */
async function withinAllowance(ctx: {
  db: { db: Parameters<typeof participation.overWriteAllowance>[0] }
  member: Parameters<typeof participation.overWriteAllowance>[1]
}) {
  if (await participation.overWriteAllowance(ctx.db.db, ctx.member))
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'You are posting very fast. Please wait a minute.',
    })
}

export const topicsRouter = router({
  create: participantProcedure.input(memberTopicSchema).mutation(async ({ ctx, input }) => {
    const fake = trapped(ctx, input, 'forum-topic')
    if (fake) return fake
    await withinAllowance(ctx)
    const result = await participation.createTopic(ctx.db.db, ctx.member, {
      categorySlug: input.category,
      title: input.title,
      body: input.body,
      tags: parseTags(input.tags),
    })
    if (result === 'missing')
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose one of the forum categories' })
    return result
  }),

  reply: participantProcedure
    .input(replySchema.extend({ postId: id, parentId: id.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => {
      const fake = trapped(ctx, input, 'forum-reply')
      if (fake) return fake
      await withinAllowance(ctx)
      const result = await participation.createReply(ctx.db.db, ctx.member, input)
      return typeof result === 'string' ? refuse(result) : result
    }),

  editTopic: participantProcedure
    .input(newPostSchema.pick({ title: true, body: true }).extend({ postId: id }))
    .mutation(async ({ ctx, input }) => {
      const result = await participation.editTopic(ctx.db.db, ctx.member, input.postId, input)
      return result === 'edited' ? { edited: true as const } : refuse(result)
    }),

  editReply: participantProcedure
    .input(z.object({ commentId: id, body: replyBodySchema }))
    .mutation(async ({ ctx, input }) => {
      const result = await participation.editReply(
        ctx.db.db,
        ctx.member,
        input.commentId,
        input.body,
      )
      return result === 'edited' ? { edited: true as const } : refuse(result)
    }),

  react: participantProcedure
    .input(
      z.object({
        postId: id,
        commentId: id.nullable(),
        kind: z.enum(REACTION_KINDS),
        on: z.boolean(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await participation.setReaction(ctx.db.db, ctx.member.id, input)
      return result === 'done' ? { done: true as const } : refuse(result)
    }),

  accept: participantProcedure
    .input(z.object({ postId: id, commentId: id.nullable() }))
    .mutation(async ({ ctx, input }) => {
      const result = await participation.acceptAnswer(
        ctx.db.db,
        ctx.member,
        input.postId,
        input.commentId,
      )
      return result === 'done' ? { done: true as const } : refuse(result)
    }),

  follow: memberProcedure
    .input(z.object({ postId: id, on: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const result = await participation.setFollow(ctx.db.db, ctx.member.id, input.postId, input.on)
      return result === 'done' ? { following: input.on } : refuse(result)
    }),

  markRead: memberProcedure.input(z.object({ postId: id })).mutation(async ({ ctx, input }) => {
    await participation.markRead(ctx.db.db, ctx.member.id, input.postId)
    return { done: true as const }
  }),

  /** What the signed-in visitor may do on a topic; null for a visitor who is not signed in. */
  viewer: sessionProcedure
    .input(z.object({ postId: id }))
    .query(({ ctx, input }) =>
      ctx.member ? participation.viewerState(ctx.db.db, ctx.member, input.postId) : null,
    ),

  followed: memberProcedure.query(({ ctx }) =>
    participation.followedTopics(ctx.db.db, ctx.member.id),
  ),

  /** The member's own topics and replies with their review state and any rejection reason. */
  mine: memberProcedure.query(({ ctx }) => participation.contributions(ctx.db.db, ctx.member)),
})
