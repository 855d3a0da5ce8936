// The moderation desk's procedures. Every one is a moderatorProcedure (a member an
// administrator made moderator; others get 403 before their input is read) except `flag`,
// which any participant may send. Every action is written to the audit log.
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { noNul } from '../../../src/lib/validation/text.ts'
import * as moderation from '../../stores/moderation.ts'
import { router } from '../init.ts'
import { moderatorProcedure, participantProcedure } from '../member.ts'

const id = z.number().int().positive().max(2_147_483_647)
const reason = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500)
  .refine(noNul)
const decision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason }),
])

function found(result: 'done' | 'missing') {
  if (result === 'missing')
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Nothing to act on here' })
  return { done: true as const }
}

export const moderationRouter = router({
  queue: moderatorProcedure.query(({ ctx }) => moderation.reviewQueue(ctx.db.db)),

  decideTopic: moderatorProcedure
    .input(z.object({ postId: id }).and(decision))
    .mutation(async ({ ctx, input }) =>
      found(
        await moderation.decideTopic(
          ctx.db.db,
          ctx.member.id,
          input.postId,
          input.decision,
          input.decision === 'reject' ? input.reason : null,
        ),
      ),
    ),

  decideReply: moderatorProcedure
    .input(z.object({ commentId: id }).and(decision))
    .mutation(async ({ ctx, input }) =>
      found(
        await moderation.decideReply(
          ctx.db.db,
          ctx.member.id,
          input.commentId,
          input.decision,
          input.decision === 'reject' ? input.reason : null,
        ),
      ),
    ),

  flag: participantProcedure
    .input(z.object({ postId: id, commentId: id.nullable(), reason }))
    .mutation(async ({ ctx, input }) =>
      found(await moderation.flag(ctx.db.db, ctx.member.id, input)),
    ),

  flags: moderatorProcedure.query(({ ctx }) => moderation.openFlags(ctx.db.db)),

  resolveFlag: moderatorProcedure
    .input(z.object({ flagId: id, note: reason.nullable().default(null) }))
    .mutation(async ({ ctx, input }) =>
      found(await moderation.resolveFlag(ctx.db.db, ctx.member.id, input.flagId, input.note)),
    ),

  setTopicState: moderatorProcedure
    .input(
      z.object({
        postId: id,
        locked: z.boolean().optional(),
        pinned: z.boolean().optional(),
        categorySlug: z.string().trim().min(1).max(100).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { postId, ...change } = input
      return found(await moderation.setTopicState(ctx.db.db, ctx.member.id, postId, change))
    }),

  members: moderatorProcedure.query(({ ctx }) => moderation.memberList(ctx.db.db)),

  suspend: moderatorProcedure
    .input(z.object({ memberId: id, reason: reason.nullable() }))
    .mutation(async ({ ctx, input }) => {
      if (input.memberId === ctx.member.id)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Moderators cannot suspend themselves.',
        })
      return found(
        await moderation.setSuspension(ctx.db.db, ctx.member.id, input.memberId, input.reason),
      )
    }),

  revisions: moderatorProcedure
    .input(z.object({ postId: id }))
    .query(({ ctx, input }) => moderation.revisions(ctx.db.db, input.postId)),

  auditLog: moderatorProcedure.query(({ ctx }) => moderation.auditLog(ctx.db.db, 100)),
})
