// Account procedures: sign-up and sign-in (passkey or one-time e-mail link), sessions, the
// profile, passkeys, data export and deletion; for administrators, the mail outbox and the
// moderator role. No answer tells whether an address has an account: a link is always "sent",
// and a link signs its owner in, creating the account on first use.
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { emailSchema, profileSchema, signUpSchema } from '../../../src/lib/validation/account.ts'
import { MEMBER_ROLES } from '../../../db/schema/accounts.ts'
import { paths } from '../../../src/lib/paths.ts'
import * as ceremonies from '../../accounts/passkeys.ts'
import * as accounts from '../../stores/accounts.ts'
import { adminProcedure } from '../admin.ts'
import type { Context } from '../context.ts'
import { publicProcedure, router } from '../init.ts'
import { memberProcedure, sessionProcedure } from '../member.ts'
import { publicMember } from './public-member.ts'

/** Links one address may be sent per hour, whether or not it has an account. */
export const EMAIL_LINKS_PER_HOUR = 5
const HOUR_MS = 3_600_000

const token = z.string().min(20).max(100)
/** The outline of a browser's WebAuthn answer; SimpleWebAuthn verifies the rest. */
const answerOutline = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: z.string().min(1).max(4096) }).loose(),
})
const outlined = (value: unknown) => answerOutline.safeParse(value).success
const authenticationAnswer = z.custom<ceremonies.AuthenticationResponseJSON>(outlined, {
  message: 'Not a passkey answer',
})
const registrationAnswer = z.custom<ceremonies.RegistrationResponseJSON>(outlined, {
  message: 'Not a passkey answer',
})

const LINK_INVALID = 'This sign-in link is invalid or has expired. Ask for a new one.'
const PASSKEY_FAILED = 'Signing in with this passkey did not work. Try again or use an e-mail link.'

/**
 * Signs a member in: the session the request came with (if any) ends and a new one with a new
 * token starts, so a token planted in the browser before sign-in is worth nothing after it.
 */
async function startSession(ctx: Context, memberId: number) {
  if (ctx.request.sessionToken) await accounts.deleteSession(ctx.db.db, ctx.request.sessionToken)
  const session = await accounts.createSession(ctx.db.db, memberId)
  ctx.writeSession(session)
  const member = await accounts.memberById(ctx.db.db, memberId)
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such member' })
  return publicMember(member)
}

function linkMail(ctx: Context, to: string, link: string, hasAccount: boolean) {
  const opening = hasAccount
    ? 'Someone (hopefully you) asked to sign in to the IPAML community with this address.'
    : 'Someone (hopefully you) asked to join the IPAML community with this address. Opening the link creates your account.'
  return ctx.accounts.sendMail(ctx.db.db, {
    to,
    subject: hasAccount ? 'Your IPAML sign-in link' : 'Finish joining the IPAML community',
    text: [
      opening,
      '',
      `Open this link within 10 minutes; it works once: ${link}`,
      '',
      'If you did not ask for it, ignore this message: nothing happens without the link.',
    ].join('\n'),
  })
}

export const accountRouter = router({
  /** The signed-in member, or null. */
  me: sessionProcedure.query(({ ctx }) => (ctx.member ? publicMember(ctx.member) : null)),

  /**
   * Sends a one-time link to the address (sign-up passes the display name to use if the link
   * creates the account). The answer is the same whether or not the address has an account.
   */
  requestEmailLink: publicProcedure
    .input(z.object({ email: emailSchema, displayName: signUpSchema.shape.displayName.optional() }))
    .mutation(async ({ ctx, input }) => {
      const db = ctx.db.db
      const email = accounts.normaliseEmail(input.email)
      const recent = await accounts.emailTokensSince(db, email, new Date(Date.now() - HOUR_MS))
      if (recent >= EMAIL_LINKS_PER_HOUR)
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message:
            'Several links were sent to this address in the last hour. Use one of them or try again later.',
        })
      const linkToken = await accounts.createEmailToken(db, {
        email,
        displayName: input.displayName ?? null,
      })
      const link = `${ctx.accounts.config.origin}${paths.forum.emailLink.getHref()}#${linkToken}`
      const hasAccount = (await accounts.memberByEmail(db, email)) !== null
      await linkMail(ctx, email, link, hasAccount)
      return { sent: true as const }
    }),

  /** Uses a link: signs its owner in, creating the account on first use. */
  useEmailLink: publicProcedure.input(z.object({ token })).mutation(async ({ ctx, input }) => {
    const db = ctx.db.db
    const used = await accounts.consumeEmailToken(db, input.token)
    if (!used) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_INVALID })
    const existing = await accounts.memberByEmail(db, used.email)
    const member =
      existing ??
      (await accounts.createMember(db, {
        email: used.email,
        displayName: used.displayName ?? used.email.split('@')[0] ?? used.email,
      }))
    return { member: await startSession(ctx, member.id), created: existing === null }
  }),

  passkeySignInOptions: publicProcedure.mutation(({ ctx }) =>
    ceremonies.authenticationOptions(ctx.db.db, ctx.accounts.config),
  ),

  passkeySignIn: publicProcedure
    .input(z.object({ challengeId: token, response: authenticationAnswer }))
    .mutation(async ({ ctx, input }) => {
      const memberId = await ceremonies.verifyAuthentication(ctx.db.db, ctx.accounts.config, {
        challengeId: input.challengeId,
        response: input.response,
      })
      if (memberId === null) throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_FAILED })
      return { member: await startSession(ctx, memberId) }
    }),

  signOut: sessionProcedure.mutation(async ({ ctx }) => {
    if (ctx.request.sessionToken) await accounts.deleteSession(ctx.db.db, ctx.request.sessionToken)
    ctx.writeSession(null)
    return { signedOut: true as const }
  }),

  /** Ends every session of the member, on every device, this one included. */
  signOutEverywhere: memberProcedure.mutation(async ({ ctx }) => {
    const ended = await accounts.deleteMemberSessions(ctx.db.db, ctx.member.id)
    ctx.writeSession(null)
    return { ended }
  }),

  updateProfile: memberProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await accounts.updateProfile(ctx.db.db, ctx.member.id, input)
    return publicMember({ ...ctx.member, ...input })
  }),

  passkeys: memberProcedure.query(async ({ ctx }) =>
    (await accounts.passkeysOf(ctx.db.db, ctx.member.id)).map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
    })),
  ),

  passkeyRegistrationOptions: memberProcedure.mutation(({ ctx }) =>
    ceremonies.registrationOptions(ctx.db.db, ctx.accounts.config, ctx.member),
  ),

  addPasskey: memberProcedure
    .input(
      z.object({
        challengeId: token,
        response: registrationAnswer,
        name: z.string().trim().min(1).max(60).default('Passkey'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const added = await ceremonies.verifyRegistration(
        ctx.db.db,
        ctx.accounts.config,
        ctx.member,
        {
          challengeId: input.challengeId,
          response: input.response,
          name: input.name,
        },
      )
      if (!added)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'The passkey could not be verified. Try again.',
        })
      return { added: true as const }
    }),

  removePasskey: memberProcedure
    .input(z.object({ id: z.string().min(1).max(1024) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await accounts.removePasskey(ctx.db.db, ctx.member.id, input.id)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No such passkey' })
      return { removed: true as const }
    }),

  /** Everything stored about the member, as JSON. */
  exportData: memberProcedure.query(async ({ ctx }) => {
    const data = await accounts.exportMember(ctx.db.db, ctx.member.id)
    if (!data) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such member' })
    return { exportedAt: new Date(), ...data }
  }),

  /** Deletes the account; the member confirms by typing their address. */
  deleteAccount: memberProcedure
    .input(z.object({ confirmEmail: emailSchema }))
    .mutation(async ({ ctx, input }) => {
      if (accounts.normaliseEmail(input.confirmEmail) !== ctx.member.email)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Type the e-mail address of this account to confirm.',
        })
      await accounts.deleteMember(ctx.db.db, ctx.member.id)
      ctx.writeSession(null)
      return { deleted: true as const }
    }),

  /** Administrators: mail the site wrote to its outbox (no SMTP transport configured). */
  mailOutbox: adminProcedure
    .input(
      z.object({ to: emailSchema.optional(), limit: z.number().int().min(1).max(100).default(20) }),
    )
    .query(({ ctx, input }) => accounts.listMail(ctx.db.db, input.limit, input.to)),

  /** Administrators: grant or take back the moderator role. */
  setRole: adminProcedure
    .input(z.object({ email: emailSchema, role: z.enum(MEMBER_ROLES) }))
    .mutation(async ({ ctx, input }) => {
      const member = await accounts.memberByEmail(ctx.db.db, input.email)
      if (!member || !(await accounts.setRole(ctx.db.db, member.id, input.role)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No member with this address' })
      return { id: member.id, role: input.role }
    }),
})
