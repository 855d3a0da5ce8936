// Per-IP and global request limits (express-rate-limit) with the standard RateLimit headers.
// A limit of 0 switches that limiter off (load tests). The per-IP key uses req.ip, which
// honours TRUST_PROXY. A limited client gets the JSON error shape, 429 and Retry-After.
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { errorBody } from './http-errors.ts'

const WINDOW_MS = 60_000

const passThrough: RequestHandler = (_req, _res, next) => next()

export interface LimiterOptions {
  /** Requests per minute; 0 = off. */
  perMinute: number
  /** One shared bucket for every client instead of one per IP. */
  global?: boolean
  /** Policy name in the RateLimit headers, so stacked limiters stay distinguishable. */
  name?: string
  message?: string
}

export function createLimiter({
  perMinute,
  global = false,
  name,
  message,
}: LimiterOptions): RequestHandler {
  if (perMinute <= 0) return passThrough
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name ?? (global ? 'global' : 'per-ip'),
    ...(global ? { keyGenerator: () => 'global' } : {}),
    handler: (_req, res, _next, options) => {
      res
        .status(options.statusCode)
        .json(
          errorBody(
            'TOO_MANY_REQUESTS',
            message ?? 'Too many requests. Please try again in a minute.',
          ),
        )
    },
  })
}

/** Chains middlewares into one (per-IP first, then the global cap). */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const run = (index: number): void => {
      const handler = handlers[index]
      if (!handler) return next()
      handler(req, res, (err?: unknown) => (err ? next(err) : run(index + 1)))
    }
    run(0)
  }
}

/**
 * Write limiter for submissions (contact messages, forum posts): RATE_LIMIT_CONTACT per IP
 * and RATE_LIMIT_CONTACT_GLOBAL in total, per minute.
 */
export function createWriteLimiter(perIp: number, total: number): RequestHandler {
  return chain(
    createLimiter({
      perMinute: perIp,
      name: 'write',
      message: 'Too many submissions from your address. Please try again in a minute.',
    }),
    createLimiter({
      perMinute: total,
      global: true,
      name: 'write-global',
      message: 'We are receiving many submissions right now. Please try again in a minute.',
    }),
  )
}

/** tRPC procedures that write; the write limiter applies to them under /trpc as well. */
export const WRITE_PROCEDURES = ['contact.submit', 'forum.createPost'] as const

/** True when a /trpc request path (possibly a batch "a,b") calls a write procedure. */
export function callsWriteProcedure(trpcPath: string): boolean {
  const procedures = decodeURIComponent(trpcPath.replace(/^\//, '')).split(',')
  return procedures.some((p) => (WRITE_PROCEDURES as readonly string[]).includes(p))
}
