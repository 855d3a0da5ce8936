// The one initTRPC of the server. The error formatter passes flattened zod errors to the
// client (for field messages) and never leaks stack traces outside development.
import { initTRPC, TRPCError } from '@trpc/server'
import superjson from 'superjson'
import { ZodError, z } from 'zod'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import type { Context } from './context.ts'

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const fieldErrors =
      error.cause instanceof ZodError ? z.flattenError(error.cause).fieldErrors : undefined
    return {
      ...shape,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: fieldErrors ?? null,
      },
    }
  },
})

/** Seconds a client should wait before retrying when storage is unavailable. */
export const RETRY_AFTER_SECONDS = 5

/**
 * A database outage is not a bug in the request: answer 503 (SERVICE_UNAVAILABLE), which the
 * HTTP doors send with Retry-After. When the database returns, the next call simply works.
 */
const storageOutages = t.middleware(async ({ next, ctx }) => {
  const result = await next()
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    ctx.logger.warn({ err: result.error.cause }, 'database unavailable')
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      cause: result.error.cause,
    })
  }
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(storageOutages)
export const createCallerFactory = t.createCallerFactory
