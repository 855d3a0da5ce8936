// The member gates. A procedure built on these reads the session cookie's member (a session
// that has ended counts as none):
//   memberProcedure     signed in, else UNAUTHORIZED
//   participantProcedure signed in and not suspended, else FORBIDDEN with the reason
//   moderatorProcedure  a participant whose role is 'moderator', else FORBIDDEN
// Like the admin gate, each runs before the input is parsed.
import { TRPCError } from '@trpc/server'
import { sessionMember, type Member } from '../stores/accounts.ts'
import { publicProcedure } from './init.ts'

export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = ctx.request.sessionToken
  const member: Member | null = token ? await sessionMember(ctx.db.db, token) : null
  return next({ ctx: { member } })
})

export const memberProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (!ctx.member) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' })
  return next({ ctx: { member: ctx.member } })
})

export const participantProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.member.suspendedAt)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: `Your account is suspended: ${ctx.member.suspensionReason ?? 'no reason given'}`,
    })
  return next()
})

export const moderatorProcedure = participantProcedure.use(({ ctx, next }) => {
  if (ctx.member.role !== 'moderator')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only moderators can do this.' })
  return next()
})
