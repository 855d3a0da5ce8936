// The one admin gate. Every admin action is an `adminProcedure`: it answers only to
// `Authorization: Bearer $ADMIN_TOKEN` (scheme in any case), UNAUTHORIZED otherwise, and
// NOT_FOUND when no token is configured, so an unconfigured server does not reveal that admin
// actions exist. The gate runs before the procedure's input is parsed: a caller without the
// token learns nothing from validation errors either.
import { createHash, timingSafeEqual } from 'node:crypto'
import { TRPCError } from '@trpc/server'
import { publicProcedure } from './init.ts'

/** Constant-time comparison of the presented bearer token with the configured one. */
export function isAdminAuthorization(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match?.[1]) return false
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(match[1]), digest(token))
}

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  const token = ctx.env.ADMIN_TOKEN
  if (!token) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' })
  if (!isAdminAuthorization(ctx.request.authorization, token)) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'A valid admin token is required' })
  }
  return next()
})
