// Where the rate limiters keep their counters. One process: express-rate-limit's in-memory
// store (the default). Several replicas: Redis (REDIS_URL), so a client's budget is shared by
// every replica instead of multiplied by their number.
//
// When Redis does not answer, the limiters fail open: requests pass unlimited, a warning is
// logged (again every minute while it lasts) and /readyz reports the store as 'degraded'.
// Refusing every request instead would turn a Redis outage into a site outage.
import type { Options, Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import { createClient } from 'redis'
import { redactUrl } from '../db/client.ts'
import type { Env } from './env.ts'
import type { Logger } from './logger.ts'

/** How /readyz describes the counters: per process, shared and answering, or failing open. */
export type RateLimitStoreStatus = 'memory' | 'redis' | 'degraded'

export interface RateLimitStores {
  kind: 'memory' | 'redis'
  /** The store for one limiter, keyed apart from the others; undefined = in process memory. */
  storeFor: (limiter: string) => Store | undefined
  status: () => Promise<RateLimitStoreStatus>
  close: () => Promise<void>
}

/** A Redis command that takes longer counts as a failure; RATE_LIMIT_STORE_TIMEOUT_MS sets it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500
/**
 * Start-up waits this long for Redis at most (less when the connection is refused), then
 * continues, failing open, while the client keeps reconnecting in the background.
 */
const CONNECT_WAIT_MS = 2_000
const MAX_RECONNECT_DELAY_MS = 5_000
const REPEAT_WARNING_MS = 60_000

export const memoryStores: RateLimitStores = {
  kind: 'memory',
  storeFor: () => undefined,
  status: async () => 'memory',
  close: async () => {},
}

/** Thrown by the shared store so the limiter can tell store failures from its own warnings. */
export class RateLimitStoreError extends Error {
  constructor(cause: unknown) {
    super('rate-limit store failed', { cause })
    this.name = 'RateLimitStoreError'
  }
}

export interface RedisStoresOptions {
  url: string
  /** Prepended to every key, e.g. "ipaml:rl:"; each limiter adds its own name after it. */
  keyPrefix: string
  /**
   * A command that takes longer counts as a failure and the request passes: a slow Redis must
   * not hold every request up. The wait includes any time this process's event loop was busy.
   */
  commandTimeoutMs?: number
  logger: Logger
}

export async function createRedisStores({
  url,
  keyPrefix,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
  logger,
}: RedisStoresOptions): Promise<RateLimitStores> {
  const log = logger.child({ component: 'rate-limit-store' })
  const client = createClient({
    url,
    // Without a connection, commands fail at once instead of queueing behind a reconnect.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  })
  const health = storeHealth(log)
  client.on('error', (err: unknown) => health.failed(err))
  client.on('ready', () => {
    log.info({ redis: redactUrl(url, 'Redis') }, 'rate-limit store connected')
    health.recovered()
  })

  const connected = client.connect().then(
    () => true,
    () => false,
  )
  const refused = new Promise<boolean>((resolve) => client.once('error', () => resolve(false)))
  const ready = await Promise.race([connected, refused, delay(CONNECT_WAIT_MS).then(() => false)])
  if (!ready)
    log.warn(
      { redis: redactUrl(url, 'Redis') },
      'rate-limit store not reachable at start-up: limits fail open until it answers',
    )

  const sendCommand = (...args: string[]) =>
    withTimeout(client.sendCommand<string | number | (string | number)[]>(args), commandTimeoutMs)

  return {
    kind: 'redis',
    storeFor: (limiter) =>
      new SharedStore(new RedisStore({ sendCommand, prefix: `${keyPrefix}${limiter}:` }), health),
    status: async () => {
      try {
        await withTimeout(client.sendCommand(['PING']), commandTimeoutMs)
        return 'redis'
      } catch {
        return 'degraded'
      }
    },
    close: async () => {
      if (!client.isOpen) return
      if (!client.isReady) return client.destroy()
      await withTimeout(client.close(), commandTimeoutMs).catch(() => client.destroy())
    },
  }
}

interface StoreHealth {
  failed: (err: unknown) => void
  recovered: () => void
}

/** Logs the transitions (and a reminder every minute while failing), not every failed request. */
function storeHealth(log: Logger): StoreHealth {
  let failingSince: number | undefined
  let warnedAt = 0
  return {
    failed: (err) => {
      const now = Date.now()
      failingSince ??= now
      if (now - warnedAt < REPEAT_WARNING_MS) return
      warnedAt = now
      log.warn(
        { err, failingForMs: now - failingSince },
        'rate-limit store unreachable: requests pass without rate limiting',
      )
    },
    recovered: () => {
      if (failingSince === undefined) return
      log.info({ failedForMs: Date.now() - failingSince }, 'rate-limit store answers again')
      failingSince = undefined
      warnedAt = 0
    },
  }
}

/**
 * rate-limit-redis loads its Lua scripts once, in `init`; if Redis is down at that moment the
 * store would keep failing after Redis comes back. This wrapper loads them on first use and
 * again after a failed load, reports health, and marks its errors as store errors.
 */
class SharedStore implements Store {
  private options: Options | undefined
  private scripts: Promise<void> | undefined

  constructor(
    private readonly redis: RedisStore,
    private readonly health: StoreHealth,
  ) {}

  /** express-rate-limit tells stores apart by it when it checks for double counting. */
  get prefix(): string {
    return this.redis.prefix
  }

  init(options: Options): void {
    this.options = options
    this.loadScripts().catch(() => {})
  }

  increment(key: string) {
    return this.run(() => this.redis.increment(key))
  }

  get(key: string) {
    return this.run(() => this.redis.get(key))
  }

  decrement(key: string) {
    return this.run(() => this.redis.decrement(key))
  }

  resetKey(key: string) {
    return this.run(() => this.redis.resetKey(key))
  }

  private loadScripts(): Promise<void> {
    if (!this.options) return Promise.reject(new Error('store used before init'))
    this.scripts ??= this.redis.init(this.options).catch((err: unknown) => {
      this.scripts = undefined
      throw err
    })
    return this.scripts
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      await this.loadScripts()
      const result = await command()
      this.health.recovered()
      return result
    } catch (err) {
      this.health.failed(err)
      throw new RateLimitStoreError(err)
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (err: unknown) => {
        clearTimeout(timer)
        reject(err)
      },
    )
  })
}

/** Redis-backed stores when REDIS_URL is set, otherwise per-process memory. */
export function createRateLimitStores(
  env: Pick<Env, 'REDIS_URL' | 'RATE_LIMIT_KEY_PREFIX' | 'RATE_LIMIT_STORE_TIMEOUT_MS'>,
  logger: Logger,
): Promise<RateLimitStores> {
  if (!env.REDIS_URL) return Promise.resolve(memoryStores)
  return createRedisStores({
    url: env.REDIS_URL,
    keyPrefix: env.RATE_LIMIT_KEY_PREFIX,
    commandTimeoutMs: env.RATE_LIMIT_STORE_TIMEOUT_MS,
    logger,
  })
}
