// Shared rate-limit counters in Redis: two app instances (two createApp calls, each with its
// own Redis client) spend one client's budget together; each limiter keys its counters apart;
// an unreachable or late Redis lets requests pass (fail open), says so once in the logs and on
// /readyz, and the limits come back when Redis does.
import net from 'node:net'
import { Writable } from 'node:stream'
import { createClient } from 'redis'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { createRedisStores, memoryStores, type RateLimitStores } from './rate-limit-store.ts'
import { createEmbeddedIndex } from './search/embedded.ts'
import { openTestDatabase } from './testing/app.ts'
import { freePort, serviceReachable } from './testing/instances.ts'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const hasRedis = await serviceReachable(redisUrl, 6379)
if (!hasRedis)
  console.warn(
    `\n[rate-limit store] Redis tests SKIPPED: nothing at ${redisUrl} (set TEST_REDIS_URL)\n`,
  )

const LIMIT = 3
let db: DbHandle
const opened: RateLimitStores[] = []

beforeAll(async () => {
  db = await openTestDatabase()
}, 60_000)
afterAll(async () => {
  await Promise.all(opened.map((stores) => stores.close()))
  await db?.close()
})

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  return { logger: createLogger('info', stream), lines }
}

async function openStores(
  url: string,
  keyPrefix: string,
  logger = createLogger('silent'),
  commandTimeoutMs?: number,
) {
  const stores = await createRedisStores({ url, keyPrefix, logger, commandTimeoutMs })
  opened.push(stores)
  return stores
}

function appWith(rateLimitStores: RateLimitStores, logger = createLogger('silent')) {
  const env = parseEnv({
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
    RATE_LIMIT_CONTACT: String(LIMIT),
    RATE_LIMIT_CONTACT_GLOBAL: '1000',
  })
  return createApp({ env, logger, db, search: createEmbeddedIndex(), rateLimitStores })
}

let sent = 0
function submit(app: ReturnType<typeof appWith>, clientIp: string) {
  sent += 1
  return request(app)
    .post('/api/contact')
    .set('x-forwarded-for', clientIp)
    .send({
      name: 'Limit Tester',
      email: `limit${sent}@example.org`,
      message: `rate-limit store message ${sent}`,
    })
}

const uniquePrefix = () => `ipaml-test-${process.pid}-${Date.now()}-${Math.random()}:`

describe('rate limits in process memory', () => {
  it('are the default and show as "memory" on /readyz', async () => {
    const app = appWith(memoryStores)
    const res = await request(app).get('/readyz').expect(200)
    expect(res.body.checks.rateLimits).toBe('memory')
  })
})

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  it("shares one client's budget between two app instances", async () => {
    const keyPrefix = uniquePrefix()
    const a = appWith(await openStores(redisUrl, keyPrefix))
    const b = appWith(await openStores(redisUrl, keyPrefix))
    const client = '203.0.113.50'
    for (let i = 0; i < LIMIT; i++) await submit(i % 2 ? b : a, client).expect(201)
    const refused = await submit(a, client)
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS')
    expect((await submit(b, client)).status).toBe(429)
    await submit(b, '203.0.113.51').expect(201)
    const ready = await request(b).get('/readyz').expect(200)
    expect(ready.body.checks.rateLimits).toBe('redis')
  })

  it('keeps each limiter under its own key prefix', async () => {
    const keyPrefix = uniquePrefix()
    const app = appWith(await openStores(redisUrl, keyPrefix))
    await submit(app, '203.0.113.60').expect(201)
    await request(app)
      .get('/api/search?q=access')
      .set('x-forwarded-for', '203.0.113.60')
      .expect(200)
    const redis = await createClient({ url: redisUrl }).connect()
    try {
      const keys = (await redis.keys(`${keyPrefix}*`)).map((key) => key.slice(keyPrefix.length))
      expect(keys.sort()).toEqual([
        'api:203.0.113.60',
        'search:203.0.113.60',
        'write-global:global',
        'write:203.0.113.60',
      ])
    } finally {
      await redis.del(await redis.keys(`${keyPrefix}*`))
      redis.destroy()
    }
  })
})

describe('an unreachable Redis', () => {
  it('lets requests pass, warns once and reports the store as degraded', async () => {
    const { logger, lines } = capturingLogger()
    const stores = await openStores(`redis://127.0.0.1:${await freePort()}`, uniquePrefix(), logger)
    const app = appWith(stores, logger)
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await submit(app, '203.0.113.70').expect(201)
      expect(res.headers['ratelimit']).toBeUndefined()
    }
    const ready = await request(app).get('/readyz').expect(200)
    expect(ready.body.checks.rateLimits).toBe('degraded')
    const warnings = lines.filter((line) => line.msg.startsWith('rate-limit store unreachable'))
    expect(warnings).toHaveLength(1)
    expect(lines.some((line) => line.msg.includes('not reachable at start-up'))).toBe(true)
  })

  it.skipIf(!hasRedis)('limits again once Redis answers', async () => {
    const relay = await redisRelay()
    relay.refuse = true
    try {
      const stores = await openStores(relay.url, uniquePrefix())
      const app = appWith(stores)
      await submit(app, '203.0.113.80').expect(201)
      relay.refuse = false
      await expect.poll(() => stores.status(), { timeout: 10_000 }).toBe('redis')
      const statuses: number[] = []
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await submit(app, '203.0.113.80')).status)
      expect(statuses).toEqual([201, 201, 201, 429])
    } finally {
      relay.close()
    }
  })

  it.skipIf(!hasRedis)(
    'lets a request pass when Redis answers later than the timeout',
    async () => {
      const relay = await redisRelay()
      try {
        const { logger, lines } = capturingLogger()
        const stores = await openStores(relay.url, uniquePrefix(), logger, 150)
        const app = appWith(stores, logger)
        const statuses: number[] = []
        for (let i = 0; i < LIMIT + 1; i++)
          statuses.push((await submit(app, '203.0.113.90')).status)
        expect(statuses).toEqual([201, 201, 201, 429])
        relay.holdAnswersMs = 400
        const late = await submit(app, '203.0.113.90').expect(201)
        expect(late.headers['ratelimit']).toBeUndefined()
        expect(lines.some((line) => line.msg.startsWith('rate-limit store unreachable'))).toBe(true)
      } finally {
        relay.holdAnswersMs = 0
        relay.close()
      }
    },
  )
})

/**
 * A relay to the real Redis on a port of its own, to play an outage: while `refuse` is set it
 * drops every new connection; while `holdAnswersMs` is above 0 it holds Redis's answers back
 * that long.
 */
async function redisRelay() {
  const upstream = new URL(redisUrl)
  const port = await freePort()
  const server = net.createServer((socket) => {
    if (relay.refuse) return socket.destroy()
    const target = net.connect(Number(upstream.port || 6379), upstream.hostname)
    socket.pipe(target)
    target.on('data', (chunk: Buffer) => {
      if (relay.holdAnswersMs > 0) setTimeout(() => socket.write(chunk), relay.holdAnswersMs)
      else socket.write(chunk)
    })
    socket.on('error', () => target.destroy())
    target.on('error', () => socket.destroy())
  })
  const relay = {
    url: `redis://127.0.0.1:${port}`,
    refuse: false,
    holdAnswersMs: 0,
    close: () => server.close(),
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return relay
}
