// Per-IP and global request limits (express-rate-limit) with the standard RateLimit headers.
// A limit of 0 switches that limiter off (load tests). The per-IP key uses req.ip, which
// honours TRUST_PROXY. A limited client gets the JSON error shape, 429 and Retry-After.
// Counters live in process memory unless shared stores are given (see rate-limit-store.ts);
// when a shared store fails, the request passes (fail open) and the store logs the outage.
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { errorBody } from './http-errors.ts'
import type { Logger } from './logger.ts'
import { memoryStores, RateLimitStoreError, type RateLimitStores } from './rate-limit-store.ts'

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
  /** Where the counters live; in process memory when omitted. */
  stores?: RateLimitStores
  /** Receives the limiter's configuration warnings (console when omitted). */
  logger?: Logger
}

export function createLimiter({
  perMinute,
  global = false,
  name,
  message,
  stores = memoryStores,
  logger,
}: LimiterOptions): RequestHandler {
  if (perMinute <= 0) return passThrough
  const identifier = name ?? (global ? 'global' : 'per-ip')
  const store = stores.storeFor(identifier)
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier,
    ...(global ? { keyGenerator: () => 'global' } : {}),
    ...(store ? { store, passOnStoreError: true } : {}),
    ...(logger ? { logger: limiterLogger(logger) } : {}),
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

/** The store already reports its failures (once per outage); everything else is logged here. */
function limiterLogger(logger: Logger) {
  return {
    warn: (err: unknown) => logger.warn({ err }, 'rate limiter warning'),
    error: (err: unknown) => {
      if (!(err instanceof RateLimitStoreError)) logger.error({ err }, 'rate limiter error')
    },
  }
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
export function createWriteLimiter(
  perIp: number,
  total: number,
  shared: Pick<LimiterOptions, 'stores' | 'logger'> = {},
): RequestHandler {
  return chain(
    createLimiter({
      ...shared,
      perMinute: perIp,
      name: 'write',
      message: 'Too many submissions from your address. Please try again in a minute.',
    }),
    createLimiter({
      ...shared,
      perMinute: total,
      global: true,
      name: 'write-global',
      message: 'We are receiving many submissions right now. Please try again in a minute.',
    }),
  )
}

/** tRPC procedures that write; the write limiter applies to them under /trpc as well. */
export const WRITE_PROCEDURES = [
  'contact.submit',
  'forum.createPost',
  'topics.create',
  'topics.reply',
] as const

/**
 * tRPC procedures that sign someone in; the sign-in limiter (RATE_LIMIT_SIGN_IN per IP and
 * minute) applies to them, so neither links nor passkey answers can be guessed at speed.
 */
export const SIGN_IN_PROCEDURES = [
  'account.requestEmailLink',
  'account.useEmailLink',
  'account.passkeySignInOptions',
  'account.passkeySignIn',
] as const

/** True when a /trpc request path (possibly a batch "a,b") calls one of `procedures`. */
export function callsProcedure(
  trpcPath: string,
  procedures: readonly string[] = WRITE_PROCEDURES,
): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(trpcPath.replace(/^\//, ''))
  } catch {
    return false
  }
  return decoded.split(',').some((p) => procedures.includes(p))
}
