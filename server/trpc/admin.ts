// Admin-only procedures (DESIGN.md §1): they answer only with `Authorization: Bearer
// $ADMIN_TOKEN`, 401 otherwise, and do not exist (404) when no token is configured.
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
